import { QueryTypes, UniqueConstraintError } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import type { VoucherAction } from '@ciao/contracts';
import { money, toDecimalString } from '../../money';
import type { Money } from '../../money';

export type StoredCodeStatus = 'active' | 'used' | 'expired' | 'cancelled';

/** A store-credit code as the domain sees it. */
export type StoredCode = {
  id: string;
  userId: string;
  code: string;
  status: StoredCodeStatus;
  amountUsd: Money;
  amountCiao: Money;
  generatedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  orderId: string | null;
  shopifyDiscountId: string | null;
};

type CodeRow = {
  id: string;
  user_id: string;
  code: string;
  status: StoredCodeStatus;
  amount_usd: string;
  amount_ciao: string;
  generated_at: Date;
  expires_at: Date;
  used_at: Date | null;
  ciaomarkets_order_id: string | null;
  shopify_discount_id: string | null;
};

const COLUMNS = 'id, user_id, code, status, amount_usd, amount_ciao, generated_at, expires_at, used_at, ciaomarkets_order_id, shopify_discount_id';

const toCode = (row: CodeRow): StoredCode => ({
  id: row.id,
  userId: row.user_id,
  code: row.code,
  status: row.status,
  amountUsd: money(row.amount_usd),
  amountCiao: money(row.amount_ciao),
  generatedAt: row.generated_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  orderId: row.ciaomarkets_order_id,
  shopifyDiscountId: row.shopify_discount_id,
});

export type NewCode = { userId: string; code: string; amountUsd: Money; amountCiao: Money; generatedAt: Date; expiresAt: Date };

export type StoreCreditRepository = ReturnType<typeof createStoreCreditRepository>;

/**
 * store_credit_codes and voucher_logs. Every status change is one guarded UPDATE (only rows still
 * in the expected status change), and its voucher log row is unique per (code, action): whoever
 * loses a race changes and logs nothing.
 */
export function createStoreCreditRepository({ sequelize }: { sequelize: Sequelize }) {
  const select = async (sql: string, bind: unknown[], transaction?: Transaction) =>
    (await sequelize.query<CodeRow>(sql, { bind, type: QueryTypes.SELECT, transaction })).map(toCode);

  /** One 'generated' / 'used' / 'expired' / 'cancelled' row per code and action. */
  async function log(transaction: Transaction, codes: StoredCode[], action: VoucherAction, at: Date): Promise<void> {
    for (const code of codes) {
      await sequelize.query(
        `INSERT INTO voucher_logs (created_at, store_credit_code_id, voucher_code, user_id, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (store_credit_code_id, action_type) DO NOTHING`,
        {
          bind: [at, code.id, code.code, code.userId, action, toDecimalString(code.amountUsd), toDecimalString(code.amountCiao), code.shopifyDiscountId, code.orderId],
          transaction,
        },
      );
    }
  }

  return {
    log,

    /** The new code, or null when its text is already taken (the caller draws another). */
    async insert(transaction: Transaction, code: NewCode): Promise<StoredCode | null> {
      try {
        // A savepoint, so a taken code does not abort the caller's transaction.
        return await sequelize.transaction({ transaction }, async (savepoint) => {
          const [row] = await select(
            `INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
            [code.userId, code.code, toDecimalString(code.amountUsd), toDecimalString(code.amountCiao), code.generatedAt, code.expiresAt],
            savepoint,
          );
          return row ?? null;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintError) return null;
        throw error;
      }
    },

    async setShopifyDiscountId(transaction: Transaction, codeId: string, discountId: string): Promise<void> {
      await sequelize.query('UPDATE store_credit_codes SET shopify_discount_id = $2 WHERE id = $1', { bind: [codeId, discountId], transaction });
    },

    /** The user's codes, newest first (cancelled ones belong to deleted accounts and are not listed). */
    listOfUser(userId: string): Promise<StoredCode[]> {
      return select(`SELECT ${COLUMNS} FROM store_credit_codes WHERE user_id = $1 AND status <> 'cancelled' ORDER BY generated_at DESC, id DESC`, [userId]);
    },

    /** active -> expired for codes whose time is up (of one user, or the oldest `limit` of anyone). */
    expire(transaction: Transaction, now: Date, scope: { userId: string } | { limit: number }): Promise<StoredCode[]> {
      return 'userId' in scope
        ? select(
            `UPDATE store_credit_codes SET status = 'expired'
             WHERE user_id = $1 AND status = 'active' AND expires_at <= $2 RETURNING ${COLUMNS}`,
            [scope.userId, now],
            transaction,
          )
        : select(
            `UPDATE store_credit_codes SET status = 'expired'
             WHERE id IN (SELECT id FROM store_credit_codes WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
               AND status = 'active' RETURNING ${COLUMNS}`,
            [now, scope.limit],
            transaction,
          );
    },

    /** Whether any of the user's active codes has run out (a cheap check before taking locks). */
    async hasDue(userId: string, now: Date): Promise<boolean> {
      const rows = await sequelize.query("SELECT 1 FROM store_credit_codes WHERE user_id = $1 AND status = 'active' AND expires_at <= $2 LIMIT 1", {
        bind: [userId, now],
        type: QueryTypes.SELECT,
      });
      return rows.length > 0;
    },

    /**
     * -> used, by an order placed at `orderedAt`: from active, or from expired when the order was
     * placed before the expiry (the webhook arrived after the sweep). null when not applicable.
     */
    async markUsed(transaction: Transaction, codeText: string, use: { orderId: string; orderedAt: Date; at: Date }): Promise<StoredCode | null> {
      const [row] = await select(
        `UPDATE store_credit_codes SET status = 'used', used_at = $3, ciaomarkets_order_id = $2
         WHERE code = $1 AND (status = 'active' OR (status = 'expired' AND expires_at > $4)) RETURNING ${COLUMNS}`,
        [codeText, use.orderId, use.at, use.orderedAt],
        transaction,
      );
      return row ?? null;
    },

    /** active -> cancelled for every active code of the user (account deletion). */
    cancelAllOfUser(transaction: Transaction, userId: string, now: Date): Promise<StoredCode[]> {
      return select(
        `UPDATE store_credit_codes SET status = 'cancelled', cancelled_at = $2 WHERE user_id = $1 AND status = 'active' RETURNING ${COLUMNS}`,
        [userId, now],
        transaction,
      );
    },

    async findByCode(codeText: string): Promise<StoredCode | null> {
      const [row] = await select(`SELECT ${COLUMNS} FROM store_credit_codes WHERE code = $1`, [codeText]);
      return row ?? null;
    },
  };
}
