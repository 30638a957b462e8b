import type { DesignApproval, StorybookAccess } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { transactOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { createStorybookSettingsRepository } from './storybook-settings-repository';
import type { AuditActor, AuditTrail } from '../audit/audit-log';

/** The settings in force: an owner's, or the environment's defaults (`changedBy` null) until one saved them. */
export type StorybookSettings = {
  access: StorybookAccess;
  designApproval: DesignApproval;
  changedBy: string | null;
  changedAt: Date | null;
};

/**
 * An owner's Storybook settings (docs/storybook.md, "An owner's settings"): who may open /storybook/
 * and whether a release's visual changes wait for a designer's approval. Stored in the database
 * (storybook_settings, one row) and read afresh at every use, so every instance follows a change at
 * once; each change is audited with its reason in the same transaction.
 */
export function createStorybookSettings({
  database,
  clock,
  auditTrail,
  defaults,
}: {
  database: Pick<Database, 'sequelize'>;
  clock: Clock;
  auditTrail: AuditTrail;
  /** STORYBOOK_ACCESS and DESIGN_APPROVAL: what holds until an owner changes it. */
  defaults: { access: StorybookAccess; designApproval: DesignApproval };
}) {
  const transact = transactOn(database.sequelize);

  const repository = createStorybookSettingsRepository(database);

  async function current(transaction?: Transaction): Promise<StorybookSettings> {
    return (await repository.find(transaction)) ?? { ...defaults, changedBy: null, changedAt: null };
  }

  return {
    current: () => current(),
    access: async () => (await current()).access,
    approvalRequired: async () => (await current()).designApproval === 'required',

    /** An owner's change, audited with the settings before and after and the reason. */
    change(
      next: { access: StorybookAccess; designApproval: DesignApproval },
      actor: { by: string; audit: { actor: AuditActor; reason: string } },
    ): Promise<StorybookSettings> {
      return transact(async (transaction) => {
        await repository.lock(transaction);
        const before = await current(transaction);
        const changedAt = clock.now();
        await repository.save(transaction, { ...next, changedBy: actor.by, changedAt });
        await auditTrail.record(transaction, {
          actor: actor.audit.actor,
          action: 'storybook.settings-changed',
          before: { access: before.access, designApproval: before.designApproval },
          after: { ...next },
          reason: actor.audit.reason,
        });
        return { ...next, changedBy: actor.by, changedAt };
      });
    },
  };
}
export type StorybookSettingsStore = ReturnType<typeof createStorybookSettings>;
