import { QueryTypes } from 'sequelize';
import type { DesignApproval, StorybookAccess } from '@ciao/contracts';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/transactions';

export type SavedStorybookSettings = {
  access: StorybookAccess;
  designApproval: DesignApproval;
  changedBy: string;
  changedAt: Date;
};

/** storybook_settings (migration 0049): one row once an owner saved the settings. */
export function createStorybookSettingsRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    async find(transaction?: Transaction): Promise<SavedStorybookSettings | undefined> {
      const [saved] = await sequelize.query<SavedStorybookSettings>(
        `SELECT access, design_approval AS "designApproval", changed_by AS "changedBy", changed_at AS "changedAt"
         FROM storybook_settings`,
        { type: QueryTypes.SELECT, transaction },
      );
      return saved;
    },

    /** Until `transaction` ends, no other change of the settings (two owners at once: one after the other). */
    async lock(transaction: Transaction): Promise<void> {
      await sequelize.query('LOCK TABLE storybook_settings IN EXCLUSIVE MODE', { transaction });
    },

    async save(transaction: Transaction, settings: SavedStorybookSettings): Promise<void> {
      await sequelize.query(
        `INSERT INTO storybook_settings (id, access, design_approval, changed_by, changed_at) VALUES (1, $1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET access = $1, design_approval = $2, changed_by = $3, changed_at = $4`,
        { bind: [settings.access, settings.designApproval, settings.changedBy, settings.changedAt], transaction },
      );
    },
  };
}
