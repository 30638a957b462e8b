import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import type { NotificationChannel } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** One user's seven notification settings and a channel per switch (migration 0029). */
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
  contractCompletedChannel: NotificationChannel;
  rewardsAvailableChannel: NotificationChannel;
  balanceUpdatesChannel: NotificationChannel;
  promotionsChannel: NotificationChannel;
  securityAlertsChannel: NotificationChannel;
  weeklyNewsletterChannel: NotificationChannel;
  updatedAt: Date;
}

export type NotificationSettingsModel = ModelStatic<NotificationSettingsRecord>;

/** Table notification_settings (migration 0007), owned by the notifications component. */
export function defineNotificationSettingsModel(sequelize: Sequelize): NotificationSettingsModel {
  // A new object each time: Sequelize writes the column name into each attribute's definition.
  const setting = () => ({ type: DataTypes.BOOLEAN, allowNull: false });
  const channel = () => ({ type: DataTypes.TEXT, allowNull: false });
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
      contractCompletedChannel: channel(),
      rewardsAvailableChannel: channel(),
      balanceUpdatesChannel: channel(),
      promotionsChannel: channel(),
      securityAlertsChannel: channel(),
      weeklyNewsletterChannel: channel(),
      // The service's clock, not Sequelize's: no automatic timestamps.
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'notification_settings', underscored: true, timestamps: false },
  );
}
