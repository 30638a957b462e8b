import type { Migration } from '../migrator';

/**
 * Mining contracts and the rewards ledger (docs/mining.md).
 * - One active contract per user: a partial unique index, so concurrent starts yield one row.
 * - The ledger is the source of truth for balances; `reward_balances` is its running total per
 *   user (one small row the polled endpoints read), updated in the same transaction as each entry.
 * - A contract's reward is credited at most once: a partial unique index on the ledger.
 * $CIAO amounts have 10 decimals, USD amounts 10 too; never floats.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE contracts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'claimed')),
      duration_hours integer NOT NULL CHECK (duration_hours IN (1, 3, 6, 9, 12, 24)),
      start_time timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      price_usd numeric(30, 18) NOT NULL CHECK (price_usd > 0),
      expected_reward numeric(30, 10) NOT NULL CHECK (expected_reward > 0),
      actual_reward numeric(30, 10),
      completed_at timestamptz,
      claimed_at timestamptz,
      CHECK ((status = 'active') = (completed_at IS NULL))
    );
    CREATE UNIQUE INDEX contracts_one_active_per_user ON contracts (user_id) WHERE status = 'active';
    CREATE INDEX contracts_due_idx ON contracts (ends_at) WHERE status = 'active';
    CREATE INDEX contracts_history_idx ON contracts (user_id, start_time DESC, id DESC) WHERE status <> 'active';

    CREATE TABLE reward_balances (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      pending_ciao numeric(30, 10) NOT NULL DEFAULT 0 CHECK (pending_ciao >= 0),
      total_earned_ciao numeric(30, 10) NOT NULL DEFAULT 0 CHECK (total_earned_ciao >= 0),
      total_claimed_ciao numeric(30, 10) NOT NULL DEFAULT 0 CHECK (total_claimed_ciao >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE ledger_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('contract_reward', 'referral_bonus', 'store_credit', 'forfeit')),
      amount_ciao numeric(30, 10) NOT NULL CHECK (amount_ciao <> 0),
      contract_id uuid REFERENCES contracts (id),
      referral_invitee_id uuid REFERENCES users (id),
      store_credit_code_id uuid,
      created_at timestamptz NOT NULL,
      CHECK ((kind IN ('contract_reward', 'referral_bonus')) = (amount_ciao > 0)),
      CHECK ((kind = 'contract_reward') = (contract_id IS NOT NULL)),
      CHECK ((kind = 'referral_bonus') = (referral_invitee_id IS NOT NULL)),
      CHECK ((kind = 'store_credit') = (store_credit_code_id IS NOT NULL))
    );
    CREATE UNIQUE INDEX ledger_one_reward_per_contract ON ledger_entries (contract_id) WHERE kind = 'contract_reward';
    CREATE UNIQUE INDEX ledger_one_referral_bonus_per_pair ON ledger_entries (user_id, referral_invitee_id) WHERE kind = 'referral_bonus';
    CREATE UNIQUE INDEX ledger_one_debit_per_code ON ledger_entries (store_credit_code_id) WHERE kind = 'store_credit';
    CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE ledger_entries; DROP TABLE reward_balances; DROP TABLE contracts;');
};
