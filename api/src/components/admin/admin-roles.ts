import type { Role } from '@ciao/contracts';
import type { Database } from '../../db/database';

export type AdminRoles = ReturnType<typeof createAdminRoles>;

/** The users' roles as the database holds them now (never the session cache's copy). */
export function createAdminRoles({ models }: Pick<Database, 'models'>) {
  const { User } = models;
  return {
    /** One read by primary key; null when there is no live account with this id. */
    async currentRole(userId: string): Promise<Role | null> {
      const record = await User.findByPk(userId, { attributes: ['role'] });
      return record?.role ?? null;
    },
  };
}
