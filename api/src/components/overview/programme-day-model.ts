import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/**
 * One UTC day of the programme in one stripe; written only by the database's triggers (migrations
 * 0028 and 0037), read summed by the overview's repository. Amounts are decimal strings.
 */
export interface ProgrammeDayRecord extends Model<
  InferAttributes<ProgrammeDayRecord>,
  InferCreationAttributes<ProgrammeDayRecord>
> {
  day: string;
  stripe: number;
  mintedMiningCiao: string;
  mintedReferralCiao: string;
  adjustedCiao: string;
  clawedBackCiao: string;
  toCodesCiao: string;
  ledgerNetCiao: string;
  codesIssued: number;
  codesUsed: number;
  codesExpired: number;
  codesCancelled: number;
  codesIssuedUsd: string;
  codesEndedUsd: string;
  newAccounts: number;
  miners: number;
  invitees: number;
  convertedInvitees: number;
}

/** An account that earned a mining reward on a UTC day (counted once a day). */
export interface ProgrammeDayMinerRecord extends Model<
  InferAttributes<ProgrammeDayMinerRecord>,
  InferCreationAttributes<ProgrammeDayMinerRecord>
> {
  day: string;
  userId: string;
}

// Functions, not shared objects: Sequelize writes each attribute's column name into its object.
const ciaoAmount = () => ({ type: DataTypes.DECIMAL(30, 10), allowNull: false });
const usdAmount = () => ({ type: DataTypes.DECIMAL(20, 2), allowNull: false });
const count = () => ({ type: DataTypes.INTEGER, allowNull: false });

/** Table programme_days (migration 0028), owned by the overview component. */
export function defineProgrammeDayModel(sequelize: Sequelize): ModelStatic<ProgrammeDayRecord> {
  return defineModelOnce<ProgrammeDayRecord>(
    sequelize,
    'ProgrammeDay',
    {
      day: { type: DataTypes.DATEONLY, primaryKey: true },
      stripe: { type: DataTypes.SMALLINT, primaryKey: true },
      mintedMiningCiao: ciaoAmount(),
      mintedReferralCiao: ciaoAmount(),
      adjustedCiao: ciaoAmount(),
      clawedBackCiao: ciaoAmount(),
      toCodesCiao: ciaoAmount(),
      ledgerNetCiao: ciaoAmount(),
      codesIssued: count(),
      codesUsed: count(),
      codesExpired: count(),
      codesCancelled: count(),
      codesIssuedUsd: usdAmount(),
      codesEndedUsd: usdAmount(),
      newAccounts: count(),
      miners: count(),
      invitees: count(),
      convertedInvitees: count(),
    },
    { tableName: 'programme_days', underscored: true, timestamps: false },
  );
}

/** Table programme_day_miners (migration 0028), owned by the overview component. */
export function defineProgrammeDayMinerModel(sequelize: Sequelize): ModelStatic<ProgrammeDayMinerRecord> {
  return defineModelOnce<ProgrammeDayMinerRecord>(
    sequelize,
    'ProgrammeDayMiner',
    { day: { type: DataTypes.DATEONLY, primaryKey: true }, userId: { type: DataTypes.UUID, primaryKey: true } },
    { tableName: 'programme_day_miners', underscored: true, timestamps: false },
  );
}
