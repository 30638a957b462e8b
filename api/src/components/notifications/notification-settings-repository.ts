import type { Sequelize } from 'sequelize';
import type { Transaction } from '../../db/transactions';
import type { NotificationEmailSwitches, NotificationSettings } from '@ciao/contracts';
import { defineNotificationSettingsModel } from './notification-settings-model';
import type { NotificationSettingsRecord } from './notification-settings-model';

/** Settings as stored: every topic has its push switch and its e-mail switch. */
export type StoredNotificationSettings = NotificationSettings & { byEmail: NotificationEmailSwitches };

const toSettings = (record: NotificationSettingsRecord): StoredNotificationSettings => ({
  contractCompleted: record.contractCompleted,
  rewardsAvailable: record.rewardsAvailable,
  balanceUpdates: record.balanceUpdates,
  promotions: record.promotions,
  securityAlerts: record.securityAlerts,
  weeklyNewsletter: record.weeklyNewsletter,
  pushEnabled: record.pushEnabled,
  byEmail: {
    contractCompleted: record.contractCompletedEmail,
    rewardsAvailable: record.rewardsAvailableEmail,
    balanceUpdates: record.balanceUpdatesEmail,
    promotions: record.promotionsEmail,
    securityAlerts: record.securityAlertsEmail,
    weeklyNewsletter: record.weeklyNewsletterEmail,
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

    /** Writes every switch at once (one INSERT ... ON CONFLICT DO UPDATE: the last save wins). */
    async save(
      userId: string,
      { byEmail, ...switches }: StoredNotificationSettings,
      at: Date,
    ): Promise<StoredNotificationSettings> {
      const [record] = await Settings.upsert(
        {
          userId,
          ...switches,
          contractCompletedEmail: byEmail.contractCompleted,
          rewardsAvailableEmail: byEmail.rewardsAvailable,
          balanceUpdatesEmail: byEmail.balanceUpdates,
          promotionsEmail: byEmail.promotions,
          securityAlertsEmail: byEmail.securityAlerts,
          weeklyNewsletterEmail: byEmail.weeklyNewsletter,
          updatedAt: at,
        },
        { returning: true },
      );
      return toSettings(record);
    },
  };
}
