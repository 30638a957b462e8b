import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** An invitee used a referrer's code (at most once per invitee). */
export interface ReferralRecord extends Model<
  InferAttributes<ReferralRecord>,
  InferCreationAttributes<ReferralRecord>
> {
  inviteeUserId: string;
  referrerUserId: string;
  code: string;
  /** Names the invitation on the referrer's team (never the invitee's id); set by the database. */
  memberId: CreationOptional<string>;
  createdAt: Date;
  rewardedAt: CreationOptional<Date | null>;
  /** When the bonus qualified on a day whose payouts were full (REFERRAL_DAILY_PAYOUT_LIMIT); a later day's sweep pays it. */
  bonusDeferredAt: CreationOptional<Date | null>;
}

export type ReferralModel = ModelStatic<ReferralRecord>;

/** Table referrals (migration 0007), owned by the referral component. */
export function defineReferralModel(sequelize: Sequelize): ReferralModel {
  return defineModelOnce<ReferralRecord>(
    sequelize,
    'Referral',
    {
      inviteeUserId: { type: DataTypes.UUID, primaryKey: true },
      referrerUserId: { type: DataTypes.UUID, allowNull: false },
      code: { type: DataTypes.TEXT, allowNull: false },
      memberId: { type: DataTypes.UUID, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      rewardedAt: DataTypes.DATE,
      bonusDeferredAt: DataTypes.DATE,
    },
    { tableName: 'referrals', underscored: true, timestamps: false },
  );
}

/** A reminder a referrer sent to an invitee who never mined (migration 0047; at most one a week per invitee). */
export interface ReferralReminderRecord extends Model<
  InferAttributes<ReferralReminderRecord>,
  InferCreationAttributes<ReferralReminderRecord>
> {
  id: CreationOptional<string>;
  inviteeUserId: string;
  referrerUserId: string;
  sentAt: Date;
}

/** Table referral_reminders (migration 0047), owned by the referral component; written by referral-repository.ts. */
export function defineReferralReminderModel(sequelize: Sequelize): ModelStatic<ReferralReminderRecord> {
  return defineModelOnce<ReferralReminderRecord>(
    sequelize,
    'ReferralReminder',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      inviteeUserId: { type: DataTypes.UUID, allowNull: false },
      referrerUserId: { type: DataTypes.UUID, allowNull: false },
      sentAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'referral_reminders', underscored: true, timestamps: false },
  );
}
