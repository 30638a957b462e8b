import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { VoucherLogFilter } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** An admin's CSV export: who, when, which filter; `rowCount` once it completed. */
interface VoucherLogExportRecord extends Model<
  InferAttributes<VoucherLogExportRecord>,
  InferCreationAttributes<VoucherLogExportRecord>
> {
  /** bigint identity: text, as PostgreSQL sends it. */
  id: CreationOptional<string>;
  adminUserId: string;
  createdAt: Date;
  filter: VoucherLogFilter;
  rowCount: CreationOptional<number | null>;
}

export type VoucherLogExportModel = ModelStatic<VoucherLogExportRecord>;

/** Table voucher_log_exports (created by migration 0006), owned by the voucher-logs component. */
export function defineVoucherLogExportModel(sequelize: Sequelize): VoucherLogExportModel {
  return defineModelOnce<VoucherLogExportRecord>(
    sequelize,
    'VoucherLogExport',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      adminUserId: { type: DataTypes.UUID, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      filter: { type: DataTypes.JSONB, allowNull: false },
      rowCount: DataTypes.INTEGER,
    },
    { tableName: 'voucher_log_exports', underscored: true, timestamps: false },
  );
}
