// cd api && node --import tsx bench/customer-search.ts: the support desk's customer search (part of an e-mail or a name,
// a whole id or referral code; docs/admin.md, "Finding a customer") on a million accounts, with the trigram indexes of
// migrations 0015 and 0021. Options: --users=1000000 --runs=9.
import os from 'node:os';
import { createUserRepository } from '../src/components/users/user-repository';
import { medianRead, runBench, say, startSearchDatabase } from './search-database';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const USERS = Number(args.users ?? 1_000_000);
const RUNS = Number(args.runs ?? 9);
const PAGE = 21; // the default 20 + 1

async function main() {
  const { database, query, close } = await startSearchDatabase('ciao-bench-customers-');
  const users = createUserRepository(database);
  try {
    say(
      `# customer search: ${USERS.toLocaleString('en')} accounts (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    await query('DROP INDEX users_email_trgm_idx; DROP INDEX users_name_trgm_idx');
    await query(
      `INSERT INTO users (email, name, referral_code, created_at)
       SELECT 'member' || i || '@' || (ARRAY['example.com', 'mail.example.org', 'shop.example.net'])[i % 3 + 1],
              (ARRAY['Ann', 'Bob', 'Cid', 'Dee', 'Eve'])[i % 5 + 1] || ' ' || (ARRAY['Smith', 'Jones', 'Rossi'])[i % 3 + 1] || ' ' || i,
              'R' || lpad(i::text, 9, '0'), timestamptz '2025-01-01' + i * interval '1 second'
       FROM generate_series(1, $1) i`,
      [USERS],
    );
    const started = process.hrtime.bigint();
    await query(
      'CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops); CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops)',
    );
    const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await query('ANALYZE users');
    const [sample] = (await query('SELECT id FROM users ORDER BY created_at LIMIT 1 OFFSET $1', [
      Math.floor(USERS / 2),
    ])) as { id: string }[];
    const id = sample?.id ?? '';
    say(`# median of ${RUNS} first-page reads (${PAGE} rows), ms`);

    const searches: [string, { part: string; ids: string[] }][] = [
      ['part of an e-mail (member424242@)', { part: 'member424242@', ids: [] }],
      ['part of a name, one account (Smith 424242)', { part: 'Smith 424242', ids: [] }],
      ['part of an e-mail shared by a third (mail.example.org)', { part: 'mail.example.org', ids: [] }],
      ['a whole referral code (R000424242)', { part: 'R000424242', ids: [] }],
      ['a whole account id', { part: id, ids: [id] }],
      ['matching nothing (nobody@)', { part: 'nobody@', ids: [] }],
      ['two characters (zz)', { part: 'zz', ids: [] }],
    ];
    say('| search | rows on the page | time |');
    say('|---|---|---|');
    for (const [name, { part, ids }] of searches) {
      const match = { part, referralCode: part, ids };
      const { ms, rows } = await medianRead(RUNS, () => users.search(match, undefined, PAGE));
      say(`| ${name} | ${rows} | ${ms.toFixed(1)} ms |`);
    }
    const [{ size } = { size: '?' }] = (await query(
      "SELECT pg_size_pretty(pg_relation_size('users_email_trgm_idx') + pg_relation_size('users_name_trgm_idx')) AS size",
    )) as { size: string }[];
    say(`# building both trigram indexes took ${buildSeconds.toFixed(1)} s; together ${size}`);
  } finally {
    await close();
  }
}

runBench(main);
