import type { Migration } from '../migrator';

/**
 * A balance that grew faster than mining allows (docs/admin.md, "Flags"): the flag kind
 * `balance_growth`, and `minted_days`, each customer's credits minted (mining and referral) on the
 * latest UTC day they were credited, in USD at each credit's price, kept by the flags' port in the
 * crediting transaction (one row per customer: a new day starts it again).
 *
 * And the credits clawed back per day in the overview's roll-ups (docs/admin.md, "The programme
 * overview"): `programme_days.clawed_back_ciao` (positive), kept by the ledger's trigger like the
 * other sources; the clawbacks made before are rolled up once, into stripe 0.
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

    -- The overview's clawbacks: the column, then programme_day_add and the ledger's trigger
    -- function as migration 0028's with the clawed-back credits added, then the earlier clawbacks.
    ALTER TABLE programme_days ADD COLUMN clawed_back_ciao numeric(30, 10) NOT NULL DEFAULT 0;
    DROP FUNCTION programme_day_add;
    CREATE FUNCTION programme_day_add(
      on_day date, stripe_of smallint DEFAULT (pg_backend_pid() % 32)::smallint,
      d_mining numeric DEFAULT 0, d_referral numeric DEFAULT 0, d_adjusted numeric DEFAULT 0, d_to_codes numeric DEFAULT 0, d_net numeric DEFAULT 0,
      d_issued integer DEFAULT 0, d_used integer DEFAULT 0, d_expired integer DEFAULT 0, d_cancelled integer DEFAULT 0,
      d_issued_usd numeric DEFAULT 0, d_ended_usd numeric DEFAULT 0,
      d_new_accounts integer DEFAULT 0, d_miners integer DEFAULT 0, d_invitees integer DEFAULT 0, d_converted integer DEFAULT 0,
      d_clawed_back numeric DEFAULT 0
    ) RETURNS void LANGUAGE sql AS $$
      INSERT INTO programme_days AS p (day, stripe, minted_mining_ciao, minted_referral_ciao, adjusted_ciao, to_codes_ciao, ledger_net_ciao,
        codes_issued, codes_used, codes_expired, codes_cancelled, codes_issued_usd, codes_ended_usd, new_accounts, miners, invitees, converted_invitees,
        clawed_back_ciao)
      VALUES (on_day, stripe_of, d_mining, d_referral, d_adjusted, d_to_codes, d_net,
        d_issued, d_used, d_expired, d_cancelled, d_issued_usd, d_ended_usd, d_new_accounts, d_miners, d_invitees, d_converted, d_clawed_back)
      ON CONFLICT (day, stripe) DO UPDATE SET
        minted_mining_ciao = p.minted_mining_ciao + EXCLUDED.minted_mining_ciao,
        minted_referral_ciao = p.minted_referral_ciao + EXCLUDED.minted_referral_ciao,
        adjusted_ciao = p.adjusted_ciao + EXCLUDED.adjusted_ciao,
        to_codes_ciao = p.to_codes_ciao + EXCLUDED.to_codes_ciao,
        ledger_net_ciao = p.ledger_net_ciao + EXCLUDED.ledger_net_ciao,
        codes_issued = p.codes_issued + EXCLUDED.codes_issued,
        codes_used = p.codes_used + EXCLUDED.codes_used,
        codes_expired = p.codes_expired + EXCLUDED.codes_expired,
        codes_cancelled = p.codes_cancelled + EXCLUDED.codes_cancelled,
        codes_issued_usd = p.codes_issued_usd + EXCLUDED.codes_issued_usd,
        codes_ended_usd = p.codes_ended_usd + EXCLUDED.codes_ended_usd,
        new_accounts = p.new_accounts + EXCLUDED.new_accounts,
        miners = p.miners + EXCLUDED.miners,
        invitees = p.invitees + EXCLUDED.invitees,
        converted_invitees = p.converted_invitees + EXCLUDED.converted_invitees,
        clawed_back_ciao = p.clawed_back_ciao + EXCLUDED.clawed_back_ciao
    $$;
    CREATE OR REPLACE FUNCTION programme_days_on_ledger_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r record;
    BEGIN
      PERFORM programme_day_add(d.day, d_mining => d.mining, d_referral => d.referral, d_adjusted => d.adjusted, d_to_codes => d.to_codes, d_net => d.net,
          d_clawed_back => d.clawed_back)
        FROM (SELECT utc_day(created_at) AS day,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'contract_reward'), 0) AS mining,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'referral_bonus'), 0) AS referral,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'adjustment'), 0) AS adjusted,
                coalesce(-sum(amount_ciao) FILTER (WHERE kind = 'store_credit'), 0) AS to_codes,
                coalesce(-sum(amount_ciao) FILTER (WHERE kind = 'clawback'), 0) AS clawed_back,
                sum(amount_ciao) AS net
              FROM inserted GROUP BY 1) d;
      -- An account counts once per day it earned a mining reward.
      FOR r IN
        WITH fresh AS (
          INSERT INTO programme_day_miners (day, user_id)
            SELECT DISTINCT utc_day(created_at), user_id FROM inserted WHERE kind = 'contract_reward'
            ON CONFLICT DO NOTHING RETURNING day)
        SELECT day, count(*)::integer AS n FROM fresh GROUP BY day
      LOOP
        PERFORM programme_day_add(r.day, d_miners => r.n);
      END LOOP;
      -- An invitee's first completed contract converts the referral, counted on the day of the invitation.
      FOR r IN
        SELECT utc_day(ref.created_at) AS day, count(*)::integer AS n
          FROM (SELECT DISTINCT user_id FROM inserted WHERE kind = 'contract_reward') u
          JOIN referrals ref ON ref.invitee_user_id = u.user_id
          WHERE NOT EXISTS (
            SELECT 1 FROM ledger_entries l WHERE l.user_id = u.user_id AND l.kind = 'contract_reward'
              AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.id = l.id))
          GROUP BY 1
      LOOP
        PERFORM programme_day_add(r.day, d_converted => r.n);
      END LOOP;
      RETURN NULL;
    END $$;
    SELECT programme_day_add(day, 0::smallint, d_clawed_back => clawed_back)
      FROM (SELECT utc_day(created_at) AS day, -sum(amount_ciao) AS clawed_back
            FROM ledger_entries WHERE kind = 'clawback' GROUP BY 1) c;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP FUNCTION programme_day_add;
    CREATE FUNCTION programme_day_add(
      on_day date, stripe_of smallint DEFAULT (pg_backend_pid() % 32)::smallint,
      d_mining numeric DEFAULT 0, d_referral numeric DEFAULT 0, d_adjusted numeric DEFAULT 0, d_to_codes numeric DEFAULT 0, d_net numeric DEFAULT 0,
      d_issued integer DEFAULT 0, d_used integer DEFAULT 0, d_expired integer DEFAULT 0, d_cancelled integer DEFAULT 0,
      d_issued_usd numeric DEFAULT 0, d_ended_usd numeric DEFAULT 0,
      d_new_accounts integer DEFAULT 0, d_miners integer DEFAULT 0, d_invitees integer DEFAULT 0, d_converted integer DEFAULT 0
    ) RETURNS void LANGUAGE sql AS $$
      INSERT INTO programme_days AS p (day, stripe, minted_mining_ciao, minted_referral_ciao, adjusted_ciao, to_codes_ciao, ledger_net_ciao,
        codes_issued, codes_used, codes_expired, codes_cancelled, codes_issued_usd, codes_ended_usd, new_accounts, miners, invitees, converted_invitees)
      VALUES (on_day, stripe_of, d_mining, d_referral, d_adjusted, d_to_codes, d_net,
        d_issued, d_used, d_expired, d_cancelled, d_issued_usd, d_ended_usd, d_new_accounts, d_miners, d_invitees, d_converted)
      ON CONFLICT (day, stripe) DO UPDATE SET
        minted_mining_ciao = p.minted_mining_ciao + EXCLUDED.minted_mining_ciao,
        minted_referral_ciao = p.minted_referral_ciao + EXCLUDED.minted_referral_ciao,
        adjusted_ciao = p.adjusted_ciao + EXCLUDED.adjusted_ciao,
        to_codes_ciao = p.to_codes_ciao + EXCLUDED.to_codes_ciao,
        ledger_net_ciao = p.ledger_net_ciao + EXCLUDED.ledger_net_ciao,
        codes_issued = p.codes_issued + EXCLUDED.codes_issued,
        codes_used = p.codes_used + EXCLUDED.codes_used,
        codes_expired = p.codes_expired + EXCLUDED.codes_expired,
        codes_cancelled = p.codes_cancelled + EXCLUDED.codes_cancelled,
        codes_issued_usd = p.codes_issued_usd + EXCLUDED.codes_issued_usd,
        codes_ended_usd = p.codes_ended_usd + EXCLUDED.codes_ended_usd,
        new_accounts = p.new_accounts + EXCLUDED.new_accounts,
        miners = p.miners + EXCLUDED.miners,
        invitees = p.invitees + EXCLUDED.invitees,
        converted_invitees = p.converted_invitees + EXCLUDED.converted_invitees
    $$;
    CREATE OR REPLACE FUNCTION programme_days_on_ledger_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r record;
    BEGIN
      PERFORM programme_day_add(d.day, d_mining => d.mining, d_referral => d.referral, d_adjusted => d.adjusted, d_to_codes => d.to_codes, d_net => d.net)
        FROM (SELECT utc_day(created_at) AS day,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'contract_reward'), 0) AS mining,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'referral_bonus'), 0) AS referral,
                coalesce(sum(amount_ciao) FILTER (WHERE kind = 'adjustment'), 0) AS adjusted,
                coalesce(-sum(amount_ciao) FILTER (WHERE kind = 'store_credit'), 0) AS to_codes,
                sum(amount_ciao) AS net
              FROM inserted GROUP BY 1) d;
      -- An account counts once per day it earned a mining reward.
      FOR r IN
        WITH fresh AS (
          INSERT INTO programme_day_miners (day, user_id)
            SELECT DISTINCT utc_day(created_at), user_id FROM inserted WHERE kind = 'contract_reward'
            ON CONFLICT DO NOTHING RETURNING day)
        SELECT day, count(*)::integer AS n FROM fresh GROUP BY day
      LOOP
        PERFORM programme_day_add(r.day, d_miners => r.n);
      END LOOP;
      -- An invitee's first completed contract converts the referral, counted on the day of the invitation.
      FOR r IN
        SELECT utc_day(ref.created_at) AS day, count(*)::integer AS n
          FROM (SELECT DISTINCT user_id FROM inserted WHERE kind = 'contract_reward') u
          JOIN referrals ref ON ref.invitee_user_id = u.user_id
          WHERE NOT EXISTS (
            SELECT 1 FROM ledger_entries l WHERE l.user_id = u.user_id AND l.kind = 'contract_reward'
              AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.id = l.id))
          GROUP BY 1
      LOOP
        PERFORM programme_day_add(r.day, d_converted => r.n);
      END LOOP;
      RETURN NULL;
    END $$;
    ALTER TABLE programme_days DROP COLUMN clawed_back_ciao;
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
