import type { Migration } from '../migrator';

/**
 * The programme overview's daily roll-ups (docs/admin.md, "The programme overview"), kept by
 * triggers in the transaction of every ledger entry, code transition, new account and referral,
 * whichever component writes them: the overview reads a few hundred small rows instead of
 * summing millions of entries, and always agrees with the ledger and the codes.
 * - One row per UTC day and stripe (the backend's pid modulo 32): concurrent transactions update
 *   different rows, so the roll-up is no lock every completion waits for; a transaction touches
 *   one row per day, so two cannot deadlock on it. The overview sums the stripes.
 * - `programme_day_miners` counts an account once per day it earned a mining reward.
 * - Rows already there when the migration runs are rolled up once, into stripe 0.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE programme_days (
      day date NOT NULL,
      stripe smallint NOT NULL,
      minted_mining_ciao numeric(30, 10) NOT NULL DEFAULT 0,
      minted_referral_ciao numeric(30, 10) NOT NULL DEFAULT 0,
      adjusted_ciao numeric(30, 10) NOT NULL DEFAULT 0,
      to_codes_ciao numeric(30, 10) NOT NULL DEFAULT 0,
      ledger_net_ciao numeric(30, 10) NOT NULL DEFAULT 0,
      codes_issued integer NOT NULL DEFAULT 0,
      codes_used integer NOT NULL DEFAULT 0,
      codes_expired integer NOT NULL DEFAULT 0,
      codes_cancelled integer NOT NULL DEFAULT 0,
      codes_issued_usd numeric(20, 2) NOT NULL DEFAULT 0,
      codes_ended_usd numeric(20, 2) NOT NULL DEFAULT 0,
      new_accounts integer NOT NULL DEFAULT 0,
      miners integer NOT NULL DEFAULT 0,
      invitees integer NOT NULL DEFAULT 0,
      converted_invitees integer NOT NULL DEFAULT 0,
      PRIMARY KEY (day, stripe)
    );
    CREATE TABLE programme_day_miners (
      day date NOT NULL,
      user_id uuid NOT NULL,
      PRIMARY KEY (day, user_id)
    );

    -- Adds one change to the row of (day, this backend's stripe); name only what changes (d_x => ...).
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

    CREATE FUNCTION utc_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;

    -- Every entry moves the net (what balances hold); credits by source, and what went into codes.
    -- Once per statement over the rows it inserted (a transition table): one change per day, so a
    -- statement of many entries (a sweep, a seed) updates its row once, not once per entry (which
    -- would pile up a version of the same row per entry in one transaction).
    CREATE FUNCTION programme_days_on_ledger_entries() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CREATE TRIGGER programme_days_ledger AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION programme_days_on_ledger_entries();

    -- Codes issued on their day; each transition on the day it happened; face value leaves 'active' once.
    CREATE FUNCTION programme_days_on_code() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ended numeric := CASE WHEN NEW.status <> 'active' AND (TG_OP = 'INSERT' OR OLD.status = 'active') THEN NEW.amount_usd ELSE 0 END;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM programme_day_add(utc_day(NEW.generated_at), d_issued => 1, d_issued_usd => NEW.amount_usd);
        IF NEW.status = 'active' THEN RETURN NULL; END IF;
      ELSIF NEW.status = OLD.status THEN
        RETURN NULL;
      END IF;
      CASE NEW.status
        WHEN 'used' THEN PERFORM programme_day_add(utc_day(COALESCE(NEW.used_at, NEW.generated_at)), d_used => 1, d_ended_usd => ended);
        WHEN 'expired' THEN PERFORM programme_day_add(utc_day(NEW.expires_at), d_expired => 1, d_ended_usd => ended);
        WHEN 'cancelled' THEN PERFORM programme_day_add(utc_day(COALESCE(NEW.cancelled_at, NEW.generated_at)), d_cancelled => 1, d_ended_usd => ended);
        ELSE NULL;
      END CASE;
      RETURN NULL;
    END $$;
    CREATE TRIGGER programme_days_codes AFTER INSERT OR UPDATE OF status ON store_credit_codes FOR EACH ROW EXECUTE FUNCTION programme_days_on_code();

    CREATE FUNCTION programme_days_on_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM programme_day_add(utc_day(NEW.created_at), d_new_accounts => 1);
      RETURN NULL;
    END $$;
    CREATE TRIGGER programme_days_accounts AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION programme_days_on_account();

    CREATE FUNCTION programme_days_on_referral() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM programme_day_add(utc_day(NEW.created_at), d_invitees => 1);
      RETURN NULL;
    END $$;
    CREATE TRIGGER programme_days_referrals AFTER INSERT ON referrals FOR EACH ROW EXECUTE FUNCTION programme_days_on_referral();

    -- What happened before this migration, once, into stripe 0.
    INSERT INTO programme_day_miners (day, user_id)
      SELECT DISTINCT utc_day(created_at), user_id FROM ledger_entries WHERE kind = 'contract_reward';
    SELECT programme_day_add(day, 0::smallint, d_mining => mining, d_referral => referral, d_adjusted => adjusted, d_to_codes => to_codes, d_net => net)
      FROM (SELECT utc_day(created_at) AS day,
              coalesce(sum(amount_ciao) FILTER (WHERE kind = 'contract_reward'), 0) AS mining,
              coalesce(sum(amount_ciao) FILTER (WHERE kind = 'referral_bonus'), 0) AS referral,
              coalesce(sum(amount_ciao) FILTER (WHERE kind = 'adjustment'), 0) AS adjusted,
              coalesce(-sum(amount_ciao) FILTER (WHERE kind = 'store_credit'), 0) AS to_codes,
              sum(amount_ciao) AS net
            FROM ledger_entries GROUP BY 1) l;
    SELECT programme_day_add(day, 0::smallint, d_miners => n) FROM (SELECT day, count(*)::integer AS n FROM programme_day_miners GROUP BY day) m;
    SELECT programme_day_add(day, 0::smallint, d_issued => n, d_issued_usd => usd)
      FROM (SELECT utc_day(generated_at) AS day, count(*)::integer AS n, sum(amount_usd) AS usd FROM store_credit_codes GROUP BY 1) c;
    SELECT programme_day_add(day, 0::smallint, d_used => n) FROM (SELECT utc_day(coalesce(used_at, generated_at)) AS day, count(*)::integer AS n FROM store_credit_codes WHERE status = 'used' GROUP BY 1) c;
    SELECT programme_day_add(day, 0::smallint, d_expired => n) FROM (SELECT utc_day(expires_at) AS day, count(*)::integer AS n FROM store_credit_codes WHERE status = 'expired' GROUP BY 1) c;
    SELECT programme_day_add(day, 0::smallint, d_cancelled => n) FROM (SELECT utc_day(coalesce(cancelled_at, generated_at)) AS day, count(*)::integer AS n FROM store_credit_codes WHERE status = 'cancelled' GROUP BY 1) c;
    SELECT programme_day_add(day, 0::smallint, d_ended_usd => usd) FROM (SELECT utc_day(generated_at) AS day, sum(amount_usd) AS usd FROM store_credit_codes WHERE status <> 'active' GROUP BY 1) c;
    SELECT programme_day_add(day, 0::smallint, d_new_accounts => n) FROM (SELECT utc_day(created_at) AS day, count(*)::integer AS n FROM users GROUP BY 1) u;
    SELECT programme_day_add(day, 0::smallint, d_invitees => n, d_converted => converted)
      FROM (SELECT utc_day(r.created_at) AS day, count(*)::integer AS n,
              (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger_entries l WHERE l.user_id = r.invitee_user_id AND l.kind = 'contract_reward')))::integer AS converted
            FROM referrals r GROUP BY 1) r;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TRIGGER programme_days_referrals ON referrals; DROP TRIGGER programme_days_accounts ON users;
    DROP TRIGGER programme_days_codes ON store_credit_codes; DROP TRIGGER programme_days_ledger ON ledger_entries;
    DROP FUNCTION programme_days_on_referral(); DROP FUNCTION programme_days_on_account(); DROP FUNCTION programme_days_on_code();
    DROP FUNCTION programme_days_on_ledger_entries(); DROP FUNCTION utc_day(timestamptz); DROP FUNCTION programme_day_add;
    DROP TABLE programme_day_miners; DROP TABLE programme_days;
  `);
};
