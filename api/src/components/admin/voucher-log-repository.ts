import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { VoucherAction, VoucherLog, VoucherLogFilter } from '@ciao/contracts';

type VoucherLogRow = {
  id: string;
  created_at: Date;
  voucher_code: string;
  user_email: string | null;
  action_type: VoucherAction;
  amount_usd: string;
  amount_ciao: string;
  shopify_discount_id: string | null;
  ciaomarkets_order_id: string | null;
};

const toVoucherLog = (row: VoucherLogRow): VoucherLog => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  voucherCode: row.voucher_code,
  userEmail: row.user_email,
  actionType: row.action_type,
  amountUsd: row.amount_usd,
  amountCiao: row.amount_ciao,
  shopifyDiscountId: row.shopify_discount_id,
  ciaomarketsOrderId: row.ciaomarkets_order_id,
});

/**
 * WHERE clause of a filter, with only the conditions that apply, so each combination gets the plan
 * of its own index (see migrations 0006 and 0008): code -> (voucher_code, id), e-mail -> the users
 * lower(email) index then (user_id, id) or (user_id, action_type, id), action -> (action_type, id).
 */
function whereOf(filter: VoucherLogFilter, beforeId: string | undefined): { where: string; bind: unknown[] } {
  const conditions: string[] = [];
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  if (filter.voucherCode !== undefined) conditions.push(`l.voucher_code = ${param(filter.voucherCode)}`);
  // Erased accounts have no e-mail any more: their rows are found by code or action only.
  if (filter.userEmail !== undefined) conditions.push(`l.user_id = (SELECT id FROM users WHERE lower(email) = lower(${param(filter.userEmail)}))`);
  if (filter.actionType !== undefined) conditions.push(`l.action_type = ${param(filter.actionType)}`);
  if (beforeId !== undefined) conditions.push(`l.id < ${param(beforeId)}`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', bind };
}

/** Newest first (the identity id follows insertion order), `limit` rows before `beforeId`. Exported for the plan tests. */
export function selectLogs(filter: VoucherLogFilter, beforeId: string | undefined, limit: number): { sql: string; bind: unknown[] } {
  const { where, bind } = whereOf(filter, beforeId);
  bind.push(limit);
  const sql = `
    SELECT l.id, l.created_at, l.voucher_code, u.email AS user_email, l.action_type, l.amount_usd, l.amount_ciao,
           l.shopify_discount_id, l.ciaomarkets_order_id
    FROM voucher_logs l
    LEFT JOIN users u ON u.id = l.user_id
    ${where}
    ORDER BY l.id DESC
    LIMIT $${bind.length}`;
  return { sql, bind };
}

export type VoucherLogRepository = ReturnType<typeof createVoucherLogRepository>;

export function createVoucherLogRepository({ sequelize }: { sequelize: Sequelize }) {
  return {
    /** Up to `limit` matching rows older than `beforeId` (from the newest when undefined). */
    async findBefore(filter: VoucherLogFilter, beforeId: string | undefined, limit: number): Promise<VoucherLog[]> {
      const { sql, bind } = selectLogs(filter, beforeId, limit);
      const rows = await sequelize.query<VoucherLogRow>(sql, { bind, type: QueryTypes.SELECT });
      return rows.map(toVoucherLog);
    },

    /** An export starts: who, when and which filter; its row count follows when it completes. */
    async recordExport(entry: { adminUserId: string; createdAt: Date; filter: VoucherLogFilter }): Promise<string> {
      const [row] = await sequelize.query<{ id: string }>(
        'INSERT INTO voucher_log_exports (admin_user_id, created_at, filter) VALUES ($1, $2, $3) RETURNING id',
        { bind: [entry.adminUserId, entry.createdAt, JSON.stringify(entry.filter)], type: QueryTypes.SELECT },
      );
      if (!row) throw new Error('voucher_log_exports insert returned no row');
      return row.id;
    },

    async completeExport(exportId: string, rowCount: number): Promise<void> {
      await sequelize.query('UPDATE voucher_log_exports SET row_count = $2 WHERE id = $1', { bind: [exportId, rowCount] });
    },
  };
}
