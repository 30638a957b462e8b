import { QueryTypes } from 'sequelize';
import type { CreationAttributes, Sequelize, Transaction } from 'sequelize';
import type { VoucherLogFilter } from '@ciao/contracts';
import { containing } from '../../db/like-pattern';
import { transactOn } from '../../db/transactions';
import { defineVoucherLogExportModel } from './voucher-log-export-model';
import { defineVoucherLogModel } from './voucher-log-model';
import type { VoucherLogRecord } from './voucher-log-model';

/** A row of the log as the admin reads it: the user's e-mail instead of their id (null once erased). */
export type VoucherLogEntry = Pick<
  VoucherLogRecord,
  | 'id'
  | 'createdAt'
  | 'voucherCode'
  | 'actionType'
  | 'amountUsd'
  | 'amountCiao'
  | 'shopifyDiscountId'
  | 'ciaomarketsOrderId'
> & { userEmail: string | null };

/** A new row: amounts are exact decimal strings, never JS numbers. */
export type NewVoucherLog = Omit<CreationAttributes<VoucherLogRecord>, 'id'>;

/**
 * WHERE clause of a filter, with only the conditions that apply, so each combination gets the plan
 * of its own index (migrations 0006, 0008 and 0014): part of a code -> the trigram index of
 * voucher_code; part of an e-mail -> the trigram index of users.email, then (user_id, id) or
 * (user_id, action_type, id); action -> (action_type, id). Both parts are case-insensitive (ILIKE).
 */
function whereOf(filter: VoucherLogFilter, beforeId: string | undefined): { where: string; bind: unknown[] } {
  const conditions: string[] = [];
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  if (filter.voucherCode !== undefined)
    conditions.push(`l.voucher_code ILIKE ${param(containing(filter.voucherCode))}`);
  // Erased accounts have no e-mail any more: their rows are found by code or action only.
  if (filter.userEmail !== undefined)
    conditions.push(`l.user_id IN (SELECT id FROM users WHERE email ILIKE ${param(containing(filter.userEmail))})`);
  if (filter.actionType !== undefined) conditions.push(`l.action_type = ${param(filter.actionType)}`);
  if (beforeId !== undefined) conditions.push(`l.id < ${param(beforeId)}`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', bind };
}

/**
 * Newest first (the identity id follows insertion order), `limit` rows before `beforeId`. Raw SQL:
 * the statement is shaped per filter for its index, and its plans are tested on a large log
 * (admin-voucher-log-volume.test.ts EXPLAINs exactly this); columns carry the model's attribute names.
 */
export function selectLogs(
  filter: VoucherLogFilter,
  beforeId: string | undefined,
  limit: number,
): { sql: string; bind: unknown[] } {
  const { where, bind } = whereOf(filter, beforeId);
  bind.push(limit);
  const sql = `
    SELECT l.id, l.created_at AS "createdAt", l.voucher_code AS "voucherCode", u.email AS "userEmail", l.action_type AS "actionType",
           l.amount_usd AS "amountUsd", l.amount_ciao AS "amountCiao", l.shopify_discount_id AS "shopifyDiscountId",
           l.ciaomarkets_order_id AS "ciaomarketsOrderId"
    FROM voucher_logs l
    LEFT JOIN users u ON u.id = l.user_id
    ${where}
    ORDER BY l.id DESC
    LIMIT $${bind.length}`;
  return { sql, bind };
}

export type VoucherLogRepository = ReturnType<typeof createVoucherLogRepository>;

/** voucher_logs and voucher_log_exports (created by migration 0006), owned by the voucher-logs component. */
export function createVoucherLogRepository({ sequelize }: { sequelize: Sequelize }) {
  const VoucherLog = defineVoucherLogModel(sequelize);
  const VoucherLogExport = defineVoucherLogExportModel(sequelize);

  return {
    /**
     * Inside the caller's transaction, in order. Each code's transition is logged once (the unique
     * (code, action) index): a row already there, e.g. 'expired' by the read path and the sweep, is skipped.
     */
    async append(transaction: Transaction, rows: NewVoucherLog[]): Promise<void> {
      if (rows.length > 0) await VoucherLog.bulkCreate(rows, { ignoreDuplicates: true, returning: false, transaction });
    },

    /** Up to `limit` matching rows older than `beforeId` (from the newest when undefined). */
    async findBefore(
      filter: VoucherLogFilter,
      beforeId: string | undefined,
      limit: number,
    ): Promise<VoucherLogEntry[]> {
      const { sql, bind } = selectLogs(filter, beforeId, limit);
      return sequelize.query<VoucherLogEntry>(sql, { bind, type: QueryTypes.SELECT });
    },

    /** An export starts: who, when and which filter; its row count follows when it completes. */
    async recordExport(
      transaction: Transaction,
      entry: { adminUserId: string; createdAt: Date; filter: VoucherLogFilter },
    ): Promise<string> {
      return (await VoucherLogExport.create(entry, { transaction })).id;
    },

    transact: transactOn(sequelize),

    async completeExport(exportId: string, rowCount: number): Promise<void> {
      await VoucherLogExport.update({ rowCount }, { where: { id: exportId } });
    },
  };
}
