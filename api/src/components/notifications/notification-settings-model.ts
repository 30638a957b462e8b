import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** One user's seven notification settings and each topic's e-mail switch (migration 0039). */
export interface NotificationSettingsRecord extends Model<
  InferAttributes<NotificationSettingsRecord>,
  InferCreationAttributes<NotificationSettingsRecord>
> {
  userId: string;
  contractCompleted: boolean;
  rewardsAvailable: boolean;
  balanceUpdates: boolean;
  promotions: boolean;
  securityAlerts: boolean;
  weeklyNewsletter: boolean;
  pushEnabled: boolean;
  contractCompletedEmail: boolean;
  rewardsAvailableEmail: boolean;
  balanceUpdatesEmail: boolean;
  promotionsEmail: boolean;
  securityAlertsEmail: boolean;
  weeklyNewsletterEmail: boolean;
  updatedAt: Date;
}

export type NotificationSettingsModel = ModelStatic<NotificationSettingsRecord>;

/** Table notification_settings (migration 0007), owned by the notifications component. */
export function defineNotificationSettingsModel(sequelize: Sequelize): NotificationSettingsModel {
  // A new object each time: Sequelize writes the column name into each attribute's definition.
  const setting = () => ({ type: DataTypes.BOOLEAN, allowNull: false });
  return defineModelOnce<NotificationSettingsRecord>(
    sequelize,
    'NotificationSettings',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      contractCompleted: setting(),
      rewardsAvailable: setting(),
      balanceUpdates: setting(),
      promotions: setting(),
      securityAlerts: setting(),
      weeklyNewsletter: setting(),
      pushEnabled: setting(),
      contractCompletedEmail: setting(),
      rewardsAvailableEmail: setting(),
      balanceUpdatesEmail: setting(),
      promotionsEmail: setting(),
      securityAlertsEmail: setting(),
      weeklyNewsletterEmail: setting(),
      // The service's clock, not Sequelize's: no automatic timestamps.
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'notification_settings', underscored: true, timestamps: false },
  );
}
