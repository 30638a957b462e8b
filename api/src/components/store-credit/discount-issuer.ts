import type { Money } from '../../money';

/**
 * What store credit needs from the store (components/shopify implements it): the discount behind a
 * code. null when no store is configured (demo mode).
 */
export type DiscountIssuer = {
  /** A single-use, fixed-amount discount for `code`; resolves with its id (shopifyDiscountId). */
  create(discount: { code: string; amountUsd: Money; startsAt: Date; endsAt: Date }): Promise<string>;
  /**
   * Ends a discount at once (cancelled codes, orphans): 'missing' when Shopify says it does not
   * exist (deleted in the store), which is as good. Rejects when Shopify fails or refuses.
   */
  deactivate(discountId: string): Promise<'deactivated' | 'missing'>;
};
