import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { AdminRole, AuditAction } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** Values an entry keeps before and after its action, as JSON. */
export type AuditValues = Record<string, unknown>;

/** One admin action, export or role change; never updated (a trigger refuses it). */
export interface AuditEntryRecord extends Model<
  InferAttributes<AuditEntryRecord>,
  InferCreationAttributes<AuditEntryRecord>
> {
  /** bigint identity: text, as PostgreSQL sends it. */
  id: CreationOptional<string>;
  createdAt: Date;
  /** Null: the command line. */
  actorUserId: string | null;
  actorRole: AdminRole | null;
  action: AuditAction;
  customerUserId: string | null;
  code: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
  reason: string | null;
}

export type AuditEntryModel = ModelStatic<AuditEntryRecord>;

/** Table audit_log (migration 0020), owned by the audit component. */
export function defineAuditEntryModel(sequelize: Sequelize): AuditEntryModel {
  return defineModelOnce<AuditEntryRecord>(
    sequelize,
    'AuditEntry',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      actorUserId: DataTypes.UUID,
      actorRole: DataTypes.TEXT,
      action: { type: DataTypes.TEXT, allowNull: false },
      customerUserId: DataTypes.UUID,
      code: DataTypes.TEXT,
      before: DataTypes.JSONB,
      after: DataTypes.JSONB,
      reason: DataTypes.TEXT,
    },
    { tableName: 'audit_log', underscored: true, timestamps: false },
  );
}
