import type { Sequelize } from 'sequelize';
import type { NotificationSettings } from '@ciao/contracts';
import { defineNotificationSettingsModel } from './notification-settings-model';
import type { NotificationSettingsRecord } from './notification-settings-model';

const toSettings = (record: NotificationSettingsRecord): NotificationSettings => ({
  contractCompleted: record.contractCompleted,
  rewardsAvailable: record.rewardsAvailable,
  balanceUpdates: record.balanceUpdates,
  promotions: record.promotions,
  securityAlerts: record.securityAlerts,
  weeklyNewsletter: record.weeklyNewsletter,
  pushEnabled: record.pushEnabled,
});

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;

/** One row per user in notification_settings; no row means every setting is at its default. */
export function createNotificationSettingsRepository({ sequelize }: { sequelize: Sequelize }) {
  const Settings = defineNotificationSettingsModel(sequelize);
  return {
    async find(userId: string): Promise<NotificationSettings | null> {
      const record = await Settings.findByPk(userId);
      return record && toSettings(record);
    },

    /** Writes all seven settings at once (one INSERT ... ON CONFLICT DO UPDATE: the last save wins). */
    async save(userId: string, settings: NotificationSettings, at: Date): Promise<NotificationSettings> {
      const [record] = await Settings.upsert({ userId, ...settings, updatedAt: at }, { returning: true });
      return toSettings(record);
    },
  };
}
