import { containing } from '../../db/like-pattern';
import { Op, QueryTypes, UniqueConstraintError } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOnceOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import { defineStoreCreditCodeModel } from './store-credit-code-model';
import type { StoreCreditCodeRecord, StoredCodeStatus } from './store-credit-code-model';

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

type CodeFields = Omit<StoreCreditCodeRecord['_attributes'], 'cancelledAt' | 'expiryRemindedAt'>;

const toCode = (row: CodeFields): StoredCode => ({
  id: row.id,
  userId: row.userId,
  code: row.code,
  status: row.status,
  amountUsd: money(row.amountUsd),
  amountCiao: money(row.amountCiao),
  generatedAt: row.generatedAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt,
  orderId: row.ciaomarketsOrderId,
  shopifyDiscountId: row.shopifyDiscountId,
});

const CODE_COLUMNS = `id, user_id AS "userId", code, status, amount_usd AS "amountUsd", amount_ciao AS "amountCiao", generated_at AS "generatedAt",
  expires_at AS "expiresAt", used_at AS "usedAt", ciaomarkets_order_id AS "ciaomarketsOrderId", shopify_discount_id AS "shopifyDiscountId"`;

const RETURNING_CODE = `
  RETURNING ${CODE_COLUMNS}`;

/** Served by the (user_id, generated_at) index; `id` breaks ties as the keyset pages do. */
const ALL_OF_USER = `SELECT ${CODE_COLUMNS} FROM store_credit_codes WHERE user_id = $1 ORDER BY generated_at DESC, id DESC`;

/**
 * The sweep's batch: the oldest due codes that no other instance is expiring (FOR UPDATE SKIP
 * LOCKED in a subquery, which the model's update cannot say), columns named as the model's attributes.
 */
const EXPIRE_DUE_BATCH = `
  UPDATE store_credit_codes SET status = 'expired'
  WHERE id IN (SELECT id FROM store_credit_codes WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
    AND status = 'active'
  ${RETURNING_CODE}`;

/**
 * Active codes that expire before $2 and whose owner was not reminded yet, marked reminded: each
 * code once, whichever instance gets there first (the guard and SKIP LOCKED).
 */
const REMIND_EXPIRING_BATCH = `
  UPDATE store_credit_codes SET expiry_reminded_at = $1
  WHERE id IN (
    SELECT id FROM store_credit_codes WHERE status = 'active' AND expires_at > $1 AND expires_at <= $2 AND expiry_reminded_at IS NULL
    ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED)
    AND expiry_reminded_at IS NULL
  ${RETURNING_CODE}`;

export type NewCode = {
  userId: string;
  code: string;
  amountUsd: Money;
  amountCiao: Money;
  generatedAt: Date;
  expiresAt: Date;
};

export type StoreCreditRepository = ReturnType<typeof createStoreCreditRepository>;

/**
 * store_credit_codes. Every status change is one guarded UPDATE ... RETURNING (only rows still in
 * the expected status change): whoever loses a race gets nothing back, and logs nothing.
 */
export function createStoreCreditRepository({ sequelize }: { sequelize: Sequelize }) {
  const StoreCreditCode = defineStoreCreditCodeModel(sequelize);
  const changed = async (update: Promise<[number, StoreCreditCodeRecord[]]>) => (await update)[1].map(toCode);

  return {
    transact: transactOnceOn(sequelize),

    /** The new code, or null when its text is already taken (the caller draws another). */
    async insert(transaction: Transaction, code: NewCode): Promise<StoredCode | null> {
      try {
        // A savepoint, so a taken code does not abort the caller's transaction.
        return await sequelize.transaction({ transaction }, async (savepoint) => {
          const record = await StoreCreditCode.create(
            { ...code, amountUsd: toDecimalString(code.amountUsd), amountCiao: toDecimalString(code.amountCiao) },
            { transaction: savepoint },
          );
          return toCode(record);
        });
      } catch (error) {
        if (error instanceof UniqueConstraintError) return null;
        throw error;
      }
    },

    async setShopifyDiscountId(transaction: Transaction, codeId: string, discountId: string): Promise<void> {
      await StoreCreditCode.update({ shopifyDiscountId: discountId }, { where: { id: codeId }, transaction });
    },

    /** The texts of the user's codes generated since a time (in the caller's transaction), oldest first. */
    async generatedSince(transaction: Transaction, userId: string, since: Date): Promise<string[]> {
      const records = await StoreCreditCode.findAll({
        attributes: ['code'],
        where: { userId, generatedAt: { [Op.gte]: since } },
        order: [
          ['generatedAt', 'ASC'],
          ['id', 'ASC'],
        ],
        transaction,
      });
      return records.map((record) => record.code);
    },

    /**
     * Every code of the user in every state, cancelled included (by support, or at deletion), newest
     * first. Raw SQL, columns named as the model's attributes: a live stream's open and the codes'
     * poll read it, and a model's instances cost more CPU than the rows (npm run bench, "Streams").
     */
    async allOfUser(userId: string): Promise<StoredCode[]> {
      const rows = await sequelize.query<CodeFields>(ALL_OF_USER, { bind: [userId], type: QueryTypes.SELECT });
      return rows.map(toCode);
    },

    /** A whole code in any state (any case; the code's unique index); null when no code is written so. */
    async findByText(codeText: string): Promise<StoredCode | null> {
      const record = await StoreCreditCode.findOne({ where: { code: codeText.toUpperCase() } });
      return record ? toCode(record) : null;
    },

    /**
     * active and not yet due -> cancelled (support, docs/admin.md): one guarded UPDATE ... RETURNING,
     * so of a cancel and an order's use at once, exactly one changes the code; null when it is not active.
     */
    async cancel(transaction: Transaction, codeText: string, now: Date): Promise<StoredCode | null> {
      const [cancelled] = await changed(
        StoreCreditCode.update(
          { status: 'cancelled', cancelledAt: now },
          {
            where: { code: codeText.toUpperCase(), status: 'active', expiresAt: { [Op.gt]: now } },
            returning: true,
            transaction,
          },
        ),
      );
      return cancelled ?? null;
    },

    /** Whose code this is (the whole code, any case): the support desk checks it may act on that account. */
    async ownerOf(codeText: string): Promise<string | null> {
      return (
        (await StoreCreditCode.findOne({ attributes: ['userId'], where: { code: codeText.toUpperCase() } }))?.userId ??
        null
      );
    },

    /**
     * The accounts whose codes contain `part` (any case, `%` and `_` literal; the trigram index of
     * migration 0042), at most `limit` codes' worth; none for a part under 3 characters.
     */
    async ownersOf(part: string, limit: number): Promise<string[]> {
      if (part.trim().length < 3) return [];
      const records = await StoreCreditCode.findAll({
        attributes: ['userId'],
        where: { code: { [Op.iLike]: containing(part.trim()) } },
        limit,
      });
      return [...new Set(records.map((record) => record.userId))];
    },

    /** The texts of these codes, by id: one primary-key read for a page of the credit activity. */
    async textsOf(codeIds: string[]): Promise<Map<string, string>> {
      if (codeIds.length === 0) return new Map();
      const records = await StoreCreditCode.findAll({ attributes: ['id', 'code'], where: { id: codeIds } });
      return new Map(records.map((r) => [r.id, r.code]));
    },

    /** active -> expired for codes whose time is up (of one user, or the oldest `limit` of anyone). */
    async expire(
      transaction: Transaction,
      now: Date,
      scope: { userId: string } | { limit: number },
    ): Promise<StoredCode[]> {
      if ('userId' in scope) {
        return changed(
          StoreCreditCode.update(
            { status: 'expired' },
            {
              where: { userId: scope.userId, status: 'active', expiresAt: { [Op.lte]: now } },
              returning: true,
              transaction,
            },
          ),
        );
      }
      return (
        await sequelize.query<CodeFields>(EXPIRE_DUE_BATCH, {
          bind: [now, scope.limit],
          type: QueryTypes.SELECT,
          transaction,
        })
      ).map(toCode);
    },

    /** Active codes expiring within (now, before], not reminded yet: marked reminded and returned (at most `limit`). */
    async remindExpiring(transaction: Transaction, now: Date, before: Date, limit: number): Promise<StoredCode[]> {
      return (
        await sequelize.query<CodeFields>(REMIND_EXPIRING_BATCH, {
          bind: [now, before, limit],
          type: QueryTypes.SELECT,
          transaction,
        })
      ).map(toCode);
    },

    /** Whether an active code carries this Shopify discount (the discount is still wanted). */
    async hasActiveWithDiscount(discountId: string): Promise<boolean> {
      return (
        (await StoreCreditCode.findOne({
          attributes: ['id'],
          where: { shopifyDiscountId: discountId, status: 'active' },
        })) !== null
      );
    },

    /**
     * -> used, by an order placed at `orderedAt`: from active, or from expired when the order was
     * placed before the expiry (the webhook arrived after the sweep). null when not applicable.
     */
    async markUsed(
      transaction: Transaction,
      codeText: string,
      use: { orderId: string; orderedAt: Date; at: Date },
    ): Promise<StoredCode | null> {
      const [used] = await changed(
        StoreCreditCode.update(
          { status: 'used', usedAt: use.at, ciaomarketsOrderId: use.orderId },
          {
            where: {
              code: codeText,
              [Op.or]: [{ status: 'active' }, { status: 'expired', expiresAt: { [Op.gt]: use.orderedAt } }],
            },
            returning: true,
            transaction,
          },
        ),
      );
      return used ?? null;
    },

    /** active -> cancelled for every active code of the user (account deletion). */
    cancelAllOfUser(transaction: Transaction, userId: string, now: Date): Promise<StoredCode[]> {
      return changed(
        StoreCreditCode.update(
          { status: 'cancelled', cancelledAt: now },
          { where: { userId, status: 'active' }, returning: true, transaction },
        ),
      );
    },
  };
}
