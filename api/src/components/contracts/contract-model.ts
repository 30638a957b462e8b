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

export type ContractStatus = 'active' | 'completed' | 'claimed' | 'stopped';

/** NUMERIC columns are decimal strings both ways (PostgreSQL's text form): never JS numbers. */
export interface ContractRecord extends Model<
  InferAttributes<ContractRecord>,
  InferCreationAttributes<ContractRecord>
> {
  id: CreationOptional<string>;
  userId: string;
  status: CreationOptional<ContractStatus>;
  durationHours: number;
  startTime: Date;
  endsAt: Date;
  priceUsd: string;
  expectedReward: string;
  actualReward: CreationOptional<string | null>;
  completedAt: CreationOptional<Date | null>;
  claimedAt: CreationOptional<Date | null>;
}

export type ContractModel = ModelStatic<ContractRecord>;

/** Table contracts (migration 0005), owned by the contracts component. */
export function defineContractModel(sequelize: Sequelize): ContractModel {
  return defineModelOnce<ContractRecord>(
    sequelize,
    'Contract',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.UUID, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'active' },
      durationHours: { type: DataTypes.INTEGER, allowNull: false },
      startTime: { type: DataTypes.DATE, allowNull: false },
      endsAt: { type: DataTypes.DATE, allowNull: false },
      priceUsd: { type: DataTypes.DECIMAL(30, 18), allowNull: false },
      expectedReward: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      actualReward: DataTypes.DECIMAL(30, 10),
      completedAt: DataTypes.DATE,
      claimedAt: DataTypes.DATE,
    },
    { tableName: 'contracts', underscored: true, timestamps: false },
  );
}
