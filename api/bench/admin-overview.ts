// npm run bench:admin (cd api && node --import tsx bench/admin-overview.ts): the programme overview
// (docs/admin.md, "The programme overview") on 1,000,000 accounts and 10,000,000 ledger entries over a
// year. Options: --users=1000000 --entries=10000000 --runs=15.
// The history is bulk-loaded with the roll-up triggers off, then migration 0028 (and 0037, which adds
// the clawbacks to its roll-ups) is applied again, so its back-fill builds the roll-ups; every day then
// gets its 32 stripes, as a busy programme has.
import os from 'node:os';
import { createOverview } from '../src/components/overview/overview';
import { createOverviewRepository } from '../src/components/overview/overview-repository';
import * as programmeDays from '../src/db/migrations/0028-create-programme-days';
import * as clawedBackDays from '../src/db/migrations/0037-balance-growth-and-clawed-back-days';
import { money } from '../src/money';
import { runBench, say, startSearchDatabase } from './search-database';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const USERS = Number(args.users ?? 1_000_000);
const ENTRIES = Number(args.entries ?? 10_000_000);
const RUNS = Number(args.runs ?? 15);
const DAYS = 365;
const TODAY = new Date('2026-01-15T12:00:00Z');

const seconds = (since: bigint) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

async function main() {
  const { database, query, close } = await startSearchDatabase('ciao-bench-overview-');
  const { sequelize } = database;
  try {
    say(
      `# programme overview: ${USERS.toLocaleString('en')} accounts, ${ENTRIES.toLocaleString('en')} ledger entries over ${DAYS} days (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    let started = process.hrtime.bigint();
    const queryInterface = sequelize.getQueryInterface();
    await clawedBackDays.down({ context: queryInterface, name: '0037-balance-growth-and-clawed-back-days' } as never);
    await programmeDays.down({ context: queryInterface, name: '0028-create-programme-days' } as never);
    // Bulk load: the ledger's references checked by the generator, not row by row.
    await query(
      'ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_contract_id_fkey, DROP CONSTRAINT ledger_entries_referral_invitee_id_fkey, DROP CONSTRAINT ledger_entries_store_credit_code_fk',
    );
    await query(
      `INSERT INTO users (email, name, referral_code, created_at)
       SELECT 'member' || i || '@example.com', 'Member ' || i, 'R' || lpad(i::text, 9, '0'), $2::timestamptz - (i % $3) * interval '1 day'
       FROM generate_series(1, $1) i`,
      [USERS, TODAY, DAYS],
    );
    await query('CREATE UNLOGGED TABLE bench_users AS SELECT row_number() OVER () AS n, id FROM users');
    await query('CREATE INDEX ON bench_users (n)');
    const codes = Math.floor(ENTRIES / 20);
    const bonuses = Math.floor(ENTRIES / 10);
    await query(
      `INSERT INTO store_credit_codes (user_id, code, status, amount_usd, amount_ciao, generated_at, expires_at, used_at)
       SELECT u.id, 'CIAO-' || upper(lpad(to_hex(i), 6, '0')) || '-' || upper(substr(md5(i::text), 1, 6)),
              (ARRAY['active', 'used', 'expired'])[i % 3 + 1], 5, 1000, $2::timestamptz - (i % $3) * interval '1 day',
              $2::timestamptz - (i % $3) * interval '1 day' + interval '30 days', CASE WHEN i % 3 = 1 THEN $2::timestamptz - (i % $3) * interval '1 day' END
       FROM generate_series(1, $1) i JOIN bench_users u ON u.n = 1 + i % $4`,
      [codes, TODAY, DAYS, USERS],
    );
    await query(
      `INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at)
       SELECT u.id, 'contract_reward', 100, gen_random_uuid(), $2::timestamptz - (i % $3) * interval '1 day' FROM generate_series(1, $1) i JOIN bench_users u ON u.n = 1 + i % $4`,
      [ENTRIES - codes - bonuses, TODAY, DAYS, USERS],
    );
    await query(
      `INSERT INTO ledger_entries (user_id, kind, amount_ciao, referral_invitee_id, created_at)
       SELECT u.id, 'referral_bonus', 50, u.id, $2::timestamptz - (i % $3) * interval '1 day' FROM generate_series(1, $1) i JOIN bench_users u ON u.n = 1 + i % $4`,
      [bonuses, TODAY, DAYS, USERS],
    );
    await query(
      `INSERT INTO ledger_entries (user_id, kind, amount_ciao, store_credit_code_id, created_at)
       SELECT user_id, 'store_credit', -amount_ciao, id, generated_at FROM store_credit_codes`,
    );
    await query('ANALYZE');
    say(`# loaded in ${seconds(started)} s`);
    started = process.hrtime.bigint();
    await programmeDays.up({ context: queryInterface, name: '0028-create-programme-days' } as never);
    await clawedBackDays.up({ context: queryInterface, name: '0037-balance-growth-and-clawed-back-days' } as never);
    say(`# migrations 0028 and 0037's back-fill of that history: ${seconds(started)} s`);
    await query(
      'INSERT INTO programme_days (day, stripe) SELECT day, s FROM (SELECT DISTINCT day FROM programme_days) d, generate_series(1, 31) s ON CONFLICT DO NOTHING',
    );
    await query('ANALYZE programme_days');
    const [{ rows } = { rows: '?' }] = (await query('SELECT count(*)::text AS rows FROM programme_days')) as {
      rows: string;
    }[];

    const overview = createOverview({
      repository: createOverviewRepository(database),
      price: { current: async () => ({ price: money('0.00000034') }) },
      clock: { now: () => TODAY },
    });
    say(
      `# median of ${RUNS} overview reads (the price is a constant here: the price component answers from its cache), ${rows} roll-up rows`,
    );
    say('| period | median | slowest |');
    say('|---|---|---|');
    for (const [name, period] of [
      ['the last 30 days (default)', {}],
      ['a year (366 days)', { from: '2025-01-15', to: '2026-01-15' }],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = process.hrtime.bigint();
        await overview.read(period);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      say(
        `| ${name} | ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms | ${(times.at(-1) ?? 0).toFixed(1)} ms |`,
      );
    }

    // What the triggers cost each write: 2,000 mining rewards, one transaction each as the app writes
    // them (a completion credits one reward), with the roll-up trigger and without.
    const insertRewards = async () => {
      const [first] = (await query('SELECT max(n)::int AS n FROM bench_users')) as { n: number }[];
      const start = process.hrtime.bigint();
      for (let i = 0; i < 2_000; i += 1) {
        await query(
          `INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at)
           SELECT id, 'contract_reward', 1, gen_random_uuid(), $1 FROM bench_users WHERE n = $2 RETURNING id`,
          [TODAY, 1 + (((first?.n ?? 1) - 1 - i) % (first?.n ?? 1))],
        );
      }
      return Number(process.hrtime.bigint() - start) / 1e6 / 2_000;
    };
    const withTriggers = await insertRewards();
    await query('ALTER TABLE ledger_entries DISABLE TRIGGER programme_days_ledger');
    const without = await insertRewards();
    say(
      `# one mining reward written in its own transaction: ${withTriggers.toFixed(2)} ms with the roll-up trigger, ${without.toFixed(2)} ms without (mean of 2,000)`,
    );
  } finally {
    await close();
  }
}

runBench(main);
