import type { Migration } from '../migrator';

/**
 * Flags and the review queue (docs/admin.md, "Flags"): one row per cause of suspicion, raised in
 * the transaction of its cause, once per cause (`cause_key` unique), then resolved once by support
 * (dismissed, clawed back or suspended). No foreign keys, as the audit log: accounts are erased,
 * never deleted, and a flag outlives what it names.
 *
 * And a ledger kind of its own for a clawback: a referral bonus taken back (negative, naming the
 * invitee of the referral it reverses, once per bonus: a unique index like the bonus's own).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE flags (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('second_account', 'referral_ring', 'referral_cap', 'invitee_burst', 'code_burst', 'many_devices')),
      customer_user_id uuid NOT NULL,
      cause_key text NOT NULL UNIQUE,
      reason text NOT NULL,
      evidence jsonb NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'clawed_back', 'suspended')),
      raised_at timestamptz NOT NULL,
      resolved_by uuid,
      resolved_at timestamptz,
      resolution jsonb,
      CHECK ((status = 'open') = (resolved_at IS NULL))
    );
    CREATE INDEX flags_queue_idx ON flags ((status <> 'open'), id DESC);
    CREATE INDEX flags_status_idx ON flags (status, id DESC);
    CREATE INDEX flags_kind_idx ON flags (kind, (status <> 'open'), id DESC);

    ALTER TABLE ledger_entries
      DROP CONSTRAINT ledger_entries_kind_check,
      DROP CONSTRAINT ledger_entries_check2;
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_kind_check
        CHECK (kind IN ('contract_reward', 'referral_bonus', 'store_credit', 'forfeit', 'adjustment', 'code_refund', 'clawback')),
      ADD CONSTRAINT ledger_entries_referral_check
        CHECK ((kind IN ('referral_bonus', 'clawback')) = (referral_invitee_id IS NOT NULL));
    CREATE UNIQUE INDEX ledger_one_clawback_per_bonus ON ledger_entries (user_id, referral_invitee_id) WHERE kind = 'clawback';
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM ledger_entries WHERE kind = 'clawback') THEN
        RAISE EXCEPTION 'ledger_entries holds clawbacks: undoing 0030 would change balances';
      END IF;
    END $$;
    DROP INDEX ledger_one_clawback_per_bonus;
    ALTER TABLE ledger_entries
      DROP CONSTRAINT ledger_entries_kind_check,
      DROP CONSTRAINT ledger_entries_referral_check;
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_kind_check
        CHECK (kind IN ('contract_reward', 'referral_bonus', 'store_credit', 'forfeit', 'adjustment', 'code_refund')),
      ADD CONSTRAINT ledger_entries_check2 CHECK ((kind = 'referral_bonus') = (referral_invitee_id IS NOT NULL));
    DROP TABLE flags;
  `);
};
