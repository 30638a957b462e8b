import type { Migration } from '../migrator';

/**
 * Store-credit codes, the voucher log (one row per code transition), Shopify webhook deliveries
 * (each processed once) and the record of admin CSV exports (docs/store-credit.md, docs/admin.md).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE store_credit_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code ~ '^CIAO-[A-Z0-9]{6}-[A-Z0-9]{6}$'),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'expired', 'cancelled')),
      amount_usd numeric(20, 2) NOT NULL CHECK (amount_usd > 0),
      amount_ciao numeric(30, 10) NOT NULL CHECK (amount_ciao > 0),
      generated_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      ciaomarkets_order_id text,
      shopify_discount_id text,
      cancelled_at timestamptz
    );
    CREATE INDEX store_credit_codes_user_idx ON store_credit_codes (user_id, generated_at DESC);
    CREATE INDEX store_credit_codes_due_idx ON store_credit_codes (expires_at) WHERE status = 'active';
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_store_credit_code_fk FOREIGN KEY (store_credit_code_id) REFERENCES store_credit_codes (id);

    CREATE TABLE voucher_logs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL,
      store_credit_code_id uuid NOT NULL REFERENCES store_credit_codes (id),
      voucher_code text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id),
      action_type text NOT NULL CHECK (action_type IN ('generated', 'used', 'expired', 'cancelled')),
      amount_usd numeric(20, 2) NOT NULL,
      amount_ciao numeric(30, 10) NOT NULL,
      shopify_discount_id text,
      ciaomarkets_order_id text
    );
    -- Each code's transition is logged once (e.g. 'expired' by the read path and the sweep).
    CREATE UNIQUE INDEX voucher_logs_one_per_transition ON voucher_logs (store_credit_code_id, action_type);
    -- Newest first, alone or per filter (keyset pagination on id).
    CREATE INDEX voucher_logs_code_idx ON voucher_logs (voucher_code, id DESC);
    CREATE INDEX voucher_logs_user_idx ON voucher_logs (user_id, id DESC);
    CREATE INDEX voucher_logs_action_idx ON voucher_logs (action_type, id DESC);

    CREATE TABLE shopify_webhook_deliveries (
      webhook_id text PRIMARY KEY,
      topic text NOT NULL,
      received_at timestamptz NOT NULL
    );

    CREATE TABLE voucher_log_exports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      admin_user_id uuid NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL,
      filter jsonb NOT NULL,
      row_count integer
    );
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE voucher_log_exports; DROP TABLE shopify_webhook_deliveries; DROP TABLE voucher_logs;
    ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_store_credit_code_fk;
    DROP TABLE store_credit_codes;
  `);
};
