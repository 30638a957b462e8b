import type { Migration } from '../migrator';

/**
 * A balance that grew faster than mining allows (docs/admin.md, "Flags"): the flag kind
 * `balance_growth`, and `minted_days`, each customer's credits minted (mining and referral) on the
 * latest UTC day they were credited, in USD at each credit's price, kept by the flags' port in the
 * crediting transaction (one row per customer: a new day starts it again).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE minted_days (
      user_id uuid PRIMARY KEY,
      day date NOT NULL,
      minted_usd numeric(30, 10) NOT NULL
    );
    ALTER TABLE flags DROP CONSTRAINT flags_kind_check;
    ALTER TABLE flags ADD CONSTRAINT flags_kind_check
      CHECK (kind IN ('second_account', 'referral_ring', 'referral_cap', 'invitee_burst', 'code_burst', 'many_devices', 'balance_growth'));
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM flags WHERE kind = 'balance_growth') THEN
        RAISE EXCEPTION 'flags holds balance_growth flags: undoing 0037 would lose them';
      END IF;
    END $$;
    ALTER TABLE flags DROP CONSTRAINT flags_kind_check;
    ALTER TABLE flags ADD CONSTRAINT flags_kind_check
      CHECK (kind IN ('second_account', 'referral_ring', 'referral_cap', 'invitee_burst', 'code_burst', 'many_devices'));
    DROP TABLE minted_days;
  `);
};
