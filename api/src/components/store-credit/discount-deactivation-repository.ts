import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { Transaction } from '../../db/transactions';
import { defineDiscountDeactivationModel } from './discount-deactivation-model';
import type { DeactivationReason, DiscountDeactivationRecord } from './discount-deactivation-model';

export type { DeactivationReason };

export type ClaimedDeactivation = Pick<DiscountDeactivationRecord, 'shopifyDiscountId' | 'reason' | 'attempts'>;

/**
 * Claims due rows for this instance: a lease on rows no other instance holds (FOR UPDATE SKIP
 * LOCKED in a subquery, which the model's update cannot say). Columns named as the model's attributes.
 */
const CLAIM_DUE = `
  UPDATE shopify_discount_deactivations SET attempts = attempts + 1, last_attempt_at = $1, next_attempt_at = $2
  WHERE shopify_discount_id IN (
    SELECT shopify_discount_id FROM shopify_discount_deactivations WHERE next_attempt_at <= $1
    ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
    AND next_attempt_at <= $1
  RETURNING shopify_discount_id AS "shopifyDiscountId", reason, attempts`;

export type DiscountDeactivationRepository = ReturnType<typeof createDiscountDeactivationRepository>;

/** Table shopify_discount_deactivations (migration 0011; model: discount-deactivation-model.ts). */
export function createDiscountDeactivationRepository({ sequelize }: { sequelize: Sequelize }) {
  const DiscountDeactivation = defineDiscountDeactivationModel(sequelize);
  return {
    /** Leases up to `limit` due rows until `leaseUntil`. */
    claimDue: (now: Date, leaseUntil: Date, limit: number) =>
      sequelize.query<ClaimedDeactivation>(CLAIM_DUE, { bind: [now, leaseUntil, limit], type: QueryTypes.SELECT }),

    async remove(discountId: string): Promise<void> {
      await DiscountDeactivation.destroy({ where: { shopifyDiscountId: discountId } });
    },

    async postpone(discountId: string, nextAttemptAt: Date, lastError: string): Promise<void> {
      await DiscountDeactivation.update({ nextAttemptAt, lastError }, { where: { shopifyDiscountId: discountId } });
    },

    /** Inside the caller's transaction: one row per discount, due at `now`; a discount already waiting keeps its row. */
    async insert(
      transaction: Transaction,
      discountIds: string[],
      reason: DeactivationReason,
      now: Date,
    ): Promise<void> {
      const rows = discountIds.map((shopifyDiscountId) => ({
        shopifyDiscountId,
        reason,
        createdAt: now,
        nextAttemptAt: now,
      }));
      // ignoreDuplicates: ON CONFLICT DO NOTHING.
      if (rows.length > 0)
        await DiscountDeactivation.bulkCreate(rows, { ignoreDuplicates: true, returning: false, transaction });
    },
  };
}
