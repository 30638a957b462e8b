import type { Sequelize } from 'sequelize';
import type { Transaction } from '../../db/transactions';
import type { NotificationChannels, NotificationSettings } from '@ciao/contracts';
import { defineNotificationSettingsModel } from './notification-settings-model';
import type { NotificationSettingsRecord } from './notification-settings-model';

/** Settings as stored: every switch has its channel. */
export type StoredNotificationSettings = NotificationSettings & { channels: NotificationChannels };

const toSettings = (record: NotificationSettingsRecord): StoredNotificationSettings => ({
  contractCompleted: record.contractCompleted,
  rewardsAvailable: record.rewardsAvailable,
  balanceUpdates: record.balanceUpdates,
  promotions: record.promotions,
  securityAlerts: record.securityAlerts,
  weeklyNewsletter: record.weeklyNewsletter,
  pushEnabled: record.pushEnabled,
  channels: {
    contractCompleted: record.contractCompletedChannel,
    rewardsAvailable: record.rewardsAvailableChannel,
    balanceUpdates: record.balanceUpdatesChannel,
    promotions: record.promotionsChannel,
    securityAlerts: record.securityAlertsChannel,
    weeklyNewsletter: record.weeklyNewsletterChannel,
  },
});

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;

/** One row per user in notification_settings; no row means every setting is at its default. */
export function createNotificationSettingsRepository({ sequelize }: { sequelize: Sequelize }) {
  const Settings = defineNotificationSettingsModel(sequelize);
  return {
    async find(userId: string): Promise<StoredNotificationSettings | null> {
      const record = await Settings.findByPk(userId);
      return record && toSettings(record);
    },

    /** The stored settings of those of `userIds` who saved any, inside the caller's transaction. */
    async findMany(transaction: Transaction, userIds: string[]): Promise<Map<string, StoredNotificationSettings>> {
      const records = await Settings.findAll({ where: { userId: userIds }, transaction });
      return new Map(records.map((record) => [record.userId, toSettings(record)]));
    },

    /** Writes every setting and channel at once (one INSERT ... ON CONFLICT DO UPDATE: the last save wins). */
    async save(
      userId: string,
      { channels, ...switches }: StoredNotificationSettings,
      at: Date,
    ): Promise<StoredNotificationSettings> {
      const [record] = await Settings.upsert(
        {
          userId,
          ...switches,
          contractCompletedChannel: channels.contractCompleted,
          rewardsAvailableChannel: channels.rewardsAvailable,
          balanceUpdatesChannel: channels.balanceUpdates,
          promotionsChannel: channels.promotions,
          securityAlertsChannel: channels.securityAlerts,
          weeklyNewsletterChannel: channels.weeklyNewsletter,
          updatedAt: at,
        },
        { returning: true },
      );
      return toSettings(record);
    },
  };
}
