import type { Role } from '@ciao/contracts';

/** What the admin guard asks the users component: a role as the database holds it now (never the session cache's copy). */
export type CurrentRoles = {
  /** One read by primary key; null when there is no live account with this id. */
  currentRole(userId: string): Promise<Role | null>;
};
