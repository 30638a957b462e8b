import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { FlagKind, FlagStatus } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** One flag of the review queue: raised once per cause, resolved once. */
export interface FlagRecord extends Model<InferAttributes<FlagRecord>, InferCreationAttributes<FlagRecord>> {
  /** bigint identity: text, as PostgreSQL sends it. */
  id: CreationOptional<string>;
  kind: FlagKind;
  customerUserId: string;
  causeKey: string;
  reason: string;
  evidence: Record<string, unknown>;
  status: CreationOptional<FlagStatus>;
  raisedAt: Date;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  resolution: Record<string, unknown> | null;
}

/** Table flags (migration 0030), owned by the flags component. */
export function defineFlagModel(sequelize: Sequelize): ModelStatic<FlagRecord> {
  return defineModelOnce<FlagRecord>(
    sequelize,
    'Flag',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.TEXT, allowNull: false },
      customerUserId: { type: DataTypes.UUID, allowNull: false },
      causeKey: { type: DataTypes.TEXT, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: false },
      evidence: { type: DataTypes.JSONB, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'open' },
      raisedAt: { type: DataTypes.DATE, allowNull: false },
      resolvedBy: DataTypes.UUID,
      resolvedAt: DataTypes.DATE,
      resolution: DataTypes.JSONB,
    },
    { tableName: 'flags', underscored: true, timestamps: false },
  );
}
