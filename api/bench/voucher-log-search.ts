// cd api && node --import tsx bench/voucher-log-search.ts: the admin's voucher log search (part of a code or of an
// e-mail, ILIKE) on a million log rows, with and without the trigram indexes of migration 0014
// (docs/admin.md). Options: --rows=1000000 --runs=15.
import os from 'node:os';
import type { VoucherLogFilter } from '@ciao/contracts';
import { selectLogs } from '../src/components/voucher-logs/voucher-log-repository';
import { medianRead, runBench, say, startSearchDatabase } from './search-database';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROWS = Number(args.rows ?? 1_000_000);
const RUNS = Number(args.runs ?? 15);
const USERS = 20_000;
const PAGE = 51; // the screen's 50 rows + 1

/** Median milliseconds of RUNS reads of the first page (after one warm-up read). */
function timePage(
  query: (sql: string, bind: unknown[]) => Promise<unknown[]>,
  filter: VoucherLogFilter,
): Promise<{ ms: number; rows: number }> {
  const { sql, bind } = selectLogs(filter, undefined, PAGE);
  return medianRead(RUNS, () => query(sql, bind));
}

async function main() {
  const { query, close } = await startSearchDatabase('ciao-bench-search-');
  try {
    say(
      `# voucher log search: ${ROWS.toLocaleString('en')} log rows, ${USERS.toLocaleString('en')} accounts (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    // Codes as the app makes them: CIAO- and two groups of 6 from A-Z0-9, drawn at random.
    await query(
      `INSERT INTO users (email, name) SELECT 'member' || i || '@' || (ARRAY['example.com', 'mail.example.org', 'shop.example.net'])[i % 3 + 1], 'Member' FROM generate_series(1, $1) i`,
      [USERS],
    );
    await query(
      `
      INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
      SELECT u.id, 'CIAO-' || r.a || '-' || r.b, 2.50, 735294.1176470588, timestamptz '2025-01-01' + i * interval '1 minute', timestamptz '2025-01-31' + i * interval '1 minute'
      FROM generate_series(1, $1) i
      CROSS JOIN LATERAL (SELECT string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 36)::int, 1), '') FILTER (WHERE k <= 6 + 0 * i) AS a,
                                 string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 36)::int, 1), '') FILTER (WHERE k > 6) AS b
                          FROM generate_series(1, 12) k) r
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users) u ON u.n = i % $2
      ON CONFLICT (code) DO NOTHING`,
      [ROWS / 2, USERS],
    );
    await query(`
      INSERT INTO voucher_logs (created_at, store_credit_code_id, voucher_code, user_id, action_type, amount_usd, amount_ciao)
      SELECT c.generated_at + step.k * interval '1 day', c.id, c.code, c.user_id, step.action, c.amount_usd, c.amount_ciao
      FROM store_credit_codes c
      CROSS JOIN LATERAL (VALUES (0, 'generated'), (1, (ARRAY['used', 'expired', 'cancelled'])[1 + floor(random() * 3)::int])) step(k, action)
      ORDER BY c.generated_at, step.k`);
    await query('ANALYZE users; ANALYZE store_credit_codes; ANALYZE voucher_logs');
    const [{ n } = { n: '0' }] = (await query('SELECT count(*) AS n FROM voucher_logs')) as { n: string }[];
    const [sample] = (await query(
      'SELECT voucher_code FROM voucher_logs WHERE id = (SELECT max(id) / 2 FROM voucher_logs)',
    )) as { voucher_code: string }[];
    const code = sample?.voucher_code ?? 'CIAO-AAAAAA-AAAAAA';
    say(`# ${Number(n).toLocaleString('en')} rows seeded; median of ${RUNS} first-page reads (${PAGE} rows), ms`);

    const searches: [string, VoucherLogFilter][] = [
      [`a whole code (${code})`, { voucherCode: code }],
      [`part of a code (${code.slice(5, 11)})`, { voucherCode: code.slice(5, 11) }],
      [`part of a code matching nothing (ZZZ9ZZ)`, { voucherCode: 'ZZZ9ZZ' }],
      ['part of an e-mail (member4242@)', { userEmail: 'member4242@' }],
      ['part of an e-mail shared by a third (mail.example.org)', { userEmail: 'mail.example.org' }],
      ['part of an e-mail matching nothing (nobody@)', { userEmail: 'nobody@' }],
      ['two characters of a code (Q7)', { voucherCode: 'Q7' }],
    ];
    const dropTrigrams = 'DROP INDEX voucher_logs_code_trgm_idx; DROP INDEX users_email_trgm_idx';
    const createTrigrams =
      'CREATE INDEX voucher_logs_code_trgm_idx ON voucher_logs USING gin (voucher_code gin_trgm_ops); CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)';

    const results = new Map<string, { without?: { ms: number; rows: number }; with?: { ms: number; rows: number } }>();
    await query(dropTrigrams);
    for (const [name, filter] of searches) results.set(name, { without: await timePage(query, filter) });
    const started = process.hrtime.bigint();
    await query(createTrigrams);
    const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await query('ANALYZE voucher_logs; ANALYZE users');
    for (const [name, filter] of searches)
      results.set(name, { ...results.get(name), with: await timePage(query, filter) });

    say('| search | rows on the page | without the trigram indexes | with them |');
    say('|---|---|---|---|');
    for (const [name, { without, with: indexed }] of results) {
      say(`| ${name} | ${indexed?.rows ?? 0} | ${without?.ms.toFixed(1)} ms | ${indexed?.ms.toFixed(1)} ms |`);
    }
    const [{ size } = { size: '?' }] = (await query(
      "SELECT pg_size_pretty(pg_relation_size('voucher_logs_code_trgm_idx') + pg_relation_size('users_email_trgm_idx')) AS size",
    )) as { size: string }[];
    say(`# building both trigram indexes took ${buildSeconds.toFixed(1)} s; together ${size}`);
  } finally {
    await close();
  }
}

runBench(main);
