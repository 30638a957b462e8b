import type { Migration } from '../migrator';

/**
 * The outbox of Shopify discounts to deactivate (docs/store-credit.md): one row per discount,
 * written in the transaction that cancels its code (account deletion) or right after a redeem whose
 * commit failed once Shopify had created the discount (an orphan). Every instance's background job
 * claims due rows, calls discountCodeDeactivate and deletes the row; a failure is recorded and
 * retried later with exponential back-off.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE shopify_discount_deactivations (
      shopify_discount_id text PRIMARY KEY,
      reason text NOT NULL CHECK (reason IN ('cancelled', 'orphan')),
      created_at timestamptz NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      last_attempt_at timestamptz,
      last_error text
    );
    CREATE INDEX shopify_discount_deactivations_due_idx ON shopify_discount_deactivations (next_attempt_at);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE shopify_discount_deactivations');
};
