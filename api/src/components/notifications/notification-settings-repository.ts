import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { NotificationSettings } from '@ciao/contracts';

type SettingsRow = {
  contract_completed: boolean;
  rewards_available: boolean;
  balance_updates: boolean;
  promotions: boolean;
  security_alerts: boolean;
  weekly_newsletter: boolean;
  push_enabled: boolean;
};

const COLUMNS = 'contract_completed, rewards_available, balance_updates, promotions, security_alerts, weekly_newsletter, push_enabled';

const toSettings = (row: SettingsRow): NotificationSettings => ({
  contractCompleted: row.contract_completed,
  rewardsAvailable: row.rewards_available,
  balanceUpdates: row.balance_updates,
  promotions: row.promotions,
  securityAlerts: row.security_alerts,
  weeklyNewsletter: row.weekly_newsletter,
  pushEnabled: row.push_enabled,
});

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;

/** One row per user in notification_settings; no row means every setting is at its default. */
export function createNotificationSettingsRepository({ sequelize }: { sequelize: Sequelize }) {
  return {
    async find(userId: string): Promise<NotificationSettings | null> {
      const [row] = await sequelize.query<SettingsRow>(`SELECT ${COLUMNS} FROM notification_settings WHERE user_id = $1`, {
        bind: [userId],
        type: QueryTypes.SELECT,
      });
      return row ? toSettings(row) : null;
    },

    /** Writes all seven settings at once (an upsert: the last save wins). */
    async save(userId: string, settings: NotificationSettings, at: Date): Promise<NotificationSettings> {
      const [row] = await sequelize.query<SettingsRow>(
        `INSERT INTO notification_settings (user_id, ${COLUMNS}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id) DO UPDATE SET
           contract_completed = EXCLUDED.contract_completed, rewards_available = EXCLUDED.rewards_available,
           balance_updates = EXCLUDED.balance_updates, promotions = EXCLUDED.promotions,
           security_alerts = EXCLUDED.security_alerts, weekly_newsletter = EXCLUDED.weekly_newsletter,
           push_enabled = EXCLUDED.push_enabled, updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}`,
        {
          bind: [
            userId,
            settings.contractCompleted,
            settings.rewardsAvailable,
            settings.balanceUpdates,
            settings.promotions,
            settings.securityAlerts,
            settings.weeklyNewsletter,
            settings.pushEnabled,
            at,
          ],
          type: QueryTypes.SELECT,
        },
      );
      if (!row) throw new Error('notification settings upsert returned no row');
      return toSettings(row);
    },
  };
}
