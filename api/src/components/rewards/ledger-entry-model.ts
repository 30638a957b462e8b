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

export type LedgerEntryKind =
  'contract_reward' | 'referral_bonus' | 'store_credit' | 'forfeit' | 'adjustment' | 'code_refund' | 'clawback';

/** One credit (positive) or debit (negative) of $CIAO; `amountCiao` is a decimal string, never a JS number. */
export interface LedgerEntryRecord extends Model<
  InferAttributes<LedgerEntryRecord>,
  InferCreationAttributes<LedgerEntryRecord>
> {
  /** bigint identity: text, as PostgreSQL sends it. */
  id: CreationOptional<string>;
  userId: string;
  kind: LedgerEntryKind;
  amountCiao: string;
  /** USD per $CIAO when the entry was made; null on entries made before migration 0013. */
  priceUsd: string | null;
  contractId: string | null;
  referralInviteeId: string | null;
  storeCreditCodeId: string | null;
  /** An adjustment's text for the customer (their activity shows it); null on every other kind. */
  note: string | null;
  createdAt: Date;
}

export type LedgerEntryModel = ModelStatic<LedgerEntryRecord>;

/** Table ledger_entries (migrations 0005, 0013 and 0022), owned by the rewards component. */
export function defineLedgerEntryModel(sequelize: Sequelize): LedgerEntryModel {
  return defineModelOnce<LedgerEntryRecord>(
    sequelize,
    'LedgerEntry',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      amountCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      priceUsd: DataTypes.DECIMAL(30, 18),
      contractId: DataTypes.UUID,
      referralInviteeId: DataTypes.UUID,
      storeCreditCodeId: DataTypes.UUID,
      note: DataTypes.TEXT,
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'ledger_entries', underscored: true, timestamps: false },
  );
}
