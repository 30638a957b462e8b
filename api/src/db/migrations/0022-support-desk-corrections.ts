import type { Migration } from '../migrator';

/**
 * The support desk's corrections (docs/admin.md, "Corrections"):
 * - a suspended account (`users.suspended_at`): signed out, refused at sign-in, earns nothing: its
 *   running contract is `stopped` (a new contract status: ended early, no reward);
 * - two new ledger kinds: `adjustment` (either sign, with the `note` the customer reads in their
 *   activity) and `code_refund` (a cancelled code's credits back, once per code: a unique index
 *   like the code's debit);
 * - the admin who cancelled a code, on its voucher-log row.
 * The constraints of 0005 that name the kinds are replaced by ones that know the new kinds.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE users ADD COLUMN suspended_at timestamptz;
    ALTER TABLE contracts DROP CONSTRAINT contracts_status_check;
    ALTER TABLE contracts ADD CONSTRAINT contracts_status_check CHECK (status IN ('active', 'completed', 'claimed', 'stopped'));

    ALTER TABLE ledger_entries ADD COLUMN note text;
    ALTER TABLE ledger_entries
      DROP CONSTRAINT ledger_entries_kind_check,
      DROP CONSTRAINT ledger_entries_check,
      DROP CONSTRAINT ledger_entries_check3;
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_kind_check
        CHECK (kind IN ('contract_reward', 'referral_bonus', 'store_credit', 'forfeit', 'adjustment', 'code_refund')),
      ADD CONSTRAINT ledger_entries_sign_check
        CHECK (kind = 'adjustment' OR (kind IN ('contract_reward', 'referral_bonus', 'code_refund')) = (amount_ciao > 0)),
      ADD CONSTRAINT ledger_entries_code_check
        CHECK ((kind IN ('store_credit', 'code_refund')) = (store_credit_code_id IS NOT NULL)),
      ADD CONSTRAINT ledger_entries_note_check
        CHECK ((kind = 'adjustment') = (note IS NOT NULL));
    CREATE UNIQUE INDEX ledger_one_refund_per_code ON ledger_entries (store_credit_code_id) WHERE kind = 'code_refund';

    ALTER TABLE voucher_logs ADD COLUMN admin_user_id uuid;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE voucher_logs DROP COLUMN admin_user_id;
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM ledger_entries WHERE kind IN ('adjustment', 'code_refund')) THEN
        RAISE EXCEPTION 'ledger_entries holds adjustments or code refunds: undoing 0022 would change balances';
      END IF;
    END $$;
    DROP INDEX ledger_one_refund_per_code;
    ALTER TABLE ledger_entries
      DROP CONSTRAINT ledger_entries_kind_check,
      DROP CONSTRAINT ledger_entries_sign_check,
      DROP CONSTRAINT ledger_entries_code_check,
      DROP CONSTRAINT ledger_entries_note_check;
    ALTER TABLE ledger_entries DROP COLUMN note;
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('contract_reward', 'referral_bonus', 'store_credit', 'forfeit')),
      ADD CONSTRAINT ledger_entries_check CHECK ((kind IN ('contract_reward', 'referral_bonus')) = (amount_ciao > 0)),
      ADD CONSTRAINT ledger_entries_check3 CHECK ((kind = 'store_credit') = (store_credit_code_id IS NOT NULL));
    UPDATE contracts SET status = 'completed' WHERE status = 'stopped';
    ALTER TABLE contracts DROP CONSTRAINT contracts_status_check;
    ALTER TABLE contracts ADD CONSTRAINT contracts_status_check CHECK (status IN ('active', 'completed', 'claimed'));
    ALTER TABLE users DROP COLUMN suspended_at;
  `);
};
