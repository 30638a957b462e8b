// Proves that the money tests bite: each mutant breaks one guard of the API in a throw-away copy
// (outside the working tree, so nobody else's run sees it), runs the tests that must catch it, and
// expects them to FAIL. `node scripts/bite.mjs` runs every mutant; `node scripts/bite.mjs <name>...`
// some; `--list` names them. Exit code 1 when a mutant survives (its tests passed) or no longer
// applies (the guarded code changed: update the mutant). docs/testing.md, "Tests that bite".
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeOnExit, startReaper } from './reaper.mjs';
import { run } from './run.mjs';
import { root } from './workspaces.mjs';

/**
 * Each: the file under api/, the text of the guard and what it becomes (or several `edits`), and the
 * tests that must fail. The text is found whatever its line breaks and indentation, and with or
 * without the trailing comma Prettier adds when it breaks a list (`guardPattern`), so a reflow of the
 * guarded code does not lose its mutant; only a change of its tokens does.
 */
export const MUTANTS = [
  {
    name: 'complete-without-status-guard',
    what: "markCompleted updates a contract that is no longer 'active'",
    file: 'src/components/contracts/contract-repository.ts',
    from: "where: { id: contractId, status: 'active', endsAt: { [Op.lte]: now } }, returning: true, transaction }",
    to: 'where: { id: contractId, endsAt: { [Op.lte]: now } }, returning: true, transaction }',
    tests: [['test/platform/two-instance-races.test.ts', 'completes exactly once']],
  },
  {
    name: 'redeem-without-balance-lock',
    what: 'lockBalances reads the balance rows without FOR UPDATE: concurrent redeems do not queue',
    file: 'src/components/rewards/ledger-repository.ts',
    from: "order: [['userId', 'ASC']], lock: transaction.LOCK.UPDATE, transaction",
    to: "order: [['userId', 'ASC']], transaction",
    tests: [
      ['test/store-credit/store-credit.test.ts', '20 generate and claim'],
      ['test/platform/two-instance-races.test.ts', 'redeem race'],
    ],
  },
  {
    name: 'redeem-code-outside-transaction',
    what: "the redeem inserts its code in a transaction of its own, not the redeem's",
    file: 'src/components/store-credit/store-credit.ts',
    from: 'let issued = await insertWithFreshText(transaction, {',
    to: 'let issued = await insertWithFreshText(undefined as unknown as Transaction, {',
    tests: [['test/platform/crash-drill.test.ts']],
  },
  {
    name: 'start-unique-violation-unhandled',
    what: 'a start that loses the one-active-contract race is not turned into 409',
    file: 'src/components/contracts/contract-repository.ts',
    from: 'if (error instanceof UniqueConstraintError) return null;',
    to: '',
    tests: [['test/contracts/mining.test.ts', '20 starts arrive at once']],
  },
  {
    // Two guards (uses take turns on one lock; the referral's primary key): both must go.
    name: 'use-code-unserialized-and-unchecked',
    what: 'use-code neither takes turns nor refuses when its referral insert did nothing',
    file: 'src/components/referral/referral-programme.ts',
    edits: [
      ['await referrals.lockInvitations(transaction);', ''],
      ['if (!inserted) throw new AppError(409, REFERRAL_MESSAGES.alreadyUsed);', ''],
    ],
    tests: [['test/referral/referral.test.ts', '20 use-code requests arrive at once']],
  },
  {
    name: 'outage-answered-500',
    what: 'the error handler no longer recognises an unreachable PostgreSQL (500 instead of 503)',
    file: 'src/http/error-handler.ts',
    from: 'if (isDatabaseUnavailable(error)) {',
    to: 'if (false && isDatabaseUnavailable(error)) {',
    tests: [['test/platform/database-outage.test.ts', 'every route under /api']],
  },
  {
    name: 'start-decides-on-cached-balance',
    what: 'a start checks the $5.00 limit on the per-instance cache instead of PostgreSQL',
    file: 'src/components/contracts/mining.ts',
    from: 'const { pendingCiao } = (await states.read(userId, { fresh: true })).balance;',
    to: 'const { pendingCiao } = (await states.read(userId)).balance;',
    tests: [['test/platform/caches.test.ts', 'a start decides on the fresh balance']],
  },
  {
    name: 'redeem-decides-on-cached-balance',
    what: 'a redeem checks eligibility on the per-instance cache instead of the locked balance',
    file: 'src/components/store-credit/store-credit.ts',
    from: 'const standing = standingOf((await ledger.lockBalance(transaction, userId)).pendingCiao, quote.price);',
    to: 'const standing = standingOf((await mining.balance(userId)).pendingCiao, quote.price);',
    tests: [['test/platform/caches.test.ts', 'a redeem decides on the fresh balance']],
  },
  {
    name: 'start-body-unvalidated',
    what: 'the contract start trusts its body instead of parsing it with the shared schema',
    file: 'src/components/contracts/contract-routes.ts',
    from: 'const request = parseInput(createContractRequestSchema, req.body);',
    to: 'const request = req.body as CreateContractRequest; void createContractRequestSchema;',
    tests: [['test/http/fuzz.test.ts']],
  },
  {
    name: 'push-subscriptions-uncapped',
    what: "saving a push subscription no longer drops the account's devices past the cap (10)",
    file: 'src/components/push/push-subscription-repository.ts',
    from: 'await sequelize.query(DROP_OLDEST, { bind: [userId, PUSH_SUBSCRIPTIONS_PER_ACCOUNT], transaction });',
    to: '',
    tests: [['test/push/push.test.ts', 'more than 10 devices']],
  },
  {
    // The old upsert: the row moves to whoever saves its endpoint.
    name: 'push-endpoint-taken-over',
    what: "saving another account's push endpoint moves its row to the caller",
    file: 'src/components/push/push-subscription-repository.ts',
    edits: [
      [
        'auth = EXCLUDED.auth, session_token_hash',
        'auth = EXCLUDED.auth, user_id = EXCLUDED.user_id, session_token_hash',
      ],
      ['  WHERE push_subscriptions.user_id = EXCLUDED.user_id\n', ''],
    ],
    tests: [['test/push/push.test.ts', 'another account saves']],
  },
  {
    name: 'cursor-id-unbounded',
    what: 'an id cursor takes any 19-digit number, past bigint (2^63-1)',
    file: 'src/http/keyset-cursor.ts',
    from: '.test(id) && BigInt(id) <= MAX_BIGINT',
    to: '.test(id)',
    tests: [['test/http/keyset-cursors.test.ts', 'out of bigint range']],
  },
  {
    name: 'cursor-uuid-unchecked',
    what: 'a contract-history cursor takes any text as its uuid',
    file: 'src/http/keyset-cursor.ts',
    from: 'const uuid = z.guid();',
    to: 'const uuid = z.string();',
    tests: [['test/http/keyset-cursors.test.ts', 'malformed uuid']],
  },
  {
    name: 'registration-challenge-reusable',
    what: 'a solved registration challenge is not recorded as spent: one solution registers many accounts',
    file: 'src/components/registration-challenge/registration-challenges.ts',
    from: 'if (!(await spent.spend(solution.signature, expiresAt))) throw new AppError(403, REGISTRATION_CHALLENGE_MESSAGES.used);',
    to: '',
    tests: [['test/registration-challenge/registration-challenge.test.ts', 'replayed']],
  },
  {
    name: 'daily-payouts-unserialized',
    what: "a day's referral payouts are counted without the day's lock: instances completing at once pass the daily cap",
    file: 'src/components/referral/referral-repository.ts',
    from: "await sequelize.query('SELECT pg_advisory_xact_lock($1, $2)', { bind: [DAILY_PAYOUTS_LOCK_NAMESPACE, day], transaction });",
    to: '',
    tests: [['test/referral/reward-farming.test.ts', 'the daily cap across instances']],
  },
  {
    name: 'cancel-without-status-guard',
    what: "support's cancel changes a code whatever its state: a code used by an order at the same moment is refunded too",
    file: 'src/components/store-credit/store-credit-repository.ts',
    from: "where: { code: codeText.toUpperCase(), status: 'active', expiresAt: { [Op.gt]: now } }",
    to: 'where: { code: codeText.toUpperCase() }',
    tests: [['test/store-credit/code-cancellation.test.ts']],
  },
  {
    name: 'adjust-below-zero',
    what: 'an adjustment is not checked against the balance (the database CHECK is the only guard: a 500, not a 409)',
    file: 'src/components/customers/customers.ts',
    from: 'if (after.lt(0)) throw',
    to: 'if (after.lt(0) && false) throw',
    tests: [['test/customers/support-desk-corrections.test.ts', 'balance negative']],
  },
  {
    name: 'adjust-without-support-cap',
    what: 'support adjusts any amount, as an owner may',
    file: 'src/components/customers/customers.ts',
    from: "if (actor.role !== 'owner' && amountCiao.abs()",
    to: "if (actor.role === 'viewer' && amountCiao.abs()",
    tests: [['test/customers/support-desk-corrections.test.ts', 'more than the value of']],
  },
  {
    name: 'admins-act-on-any-role',
    what: 'the role order is gone: support suspends, signs out or adjusts owners, other support and itself',
    file: 'src/http/admin-rights.ts',
    from: "actor === 'owner' || ROLE_ORDER.indexOf(target) < ROLE_ORDER.indexOf(actor)",
    to: 'true',
    tests: [['test/http/admin-rights.test.ts', 'every target role']],
  },
  {
    name: 'last-owner-suspendable',
    what: 'the last active owner may be suspended, demoted or deleted: nobody is left to reinstate anyone',
    file: 'src/http/admin-rights.ts',
    from: 'owners.some((owner) => owner.id === id) && !owners.some((owner) => owner.id !== id && owner.active)',
    to: 'false',
    tests: [['test/users/users.test.ts', 'the last active owner can be neither']],
  },
  {
    name: 'streams-uncapped-per-account',
    what: 'one account opens as many live streams as it likes and holds the instance',
    file: 'src/components/live/live-streams.ts',
    from: 'closeOldest(streams.connections, caps.streamsPerAccount);',
    to: '',
    tests: [['test/live/live-stream.test.ts', 'the oldest are closed']],
  },
  {
    name: 'streams-uncapped-per-address',
    what: 'one address opens as many live streams as it likes (with many accounts) and holds the instance',
    file: 'src/components/live/live-streams.ts',
    from: 'closeOldest(sameAddress, caps.streamsPerAddress);',
    to: '',
    tests: [['test/live/live-stream.test.ts', 'the oldest are closed']],
  },
  {
    name: 'forged-failures-counted',
    what: 'a load failure counts towards the canary watch without a report token: strangers stop any canary',
    file: 'src/components/releases/releases.ts',
    from: 'const page = await reportTokens.pageOf(reportToken, release);',
    to: "const page = (await reportTokens.pageOf(reportToken, release)) ?? 'forged';",
    tests: [['test/releases/releases.test.ts', 'a thousand forged reports']],
  },
  {
    name: 'new-remote-served-unapproved',
    what: "a new remote's declared screens are served before an owner approves them (or after a withdraw)",
    file: 'src/components/releases/release-repository.ts',
    from: "WHERE p.state IS NULL OR p.state = 'approved'",
    to: 'WHERE true',
    tests: [['test/releases/declared-screens.test.ts', 'nobody is served it until an owner approves']],
  },
  {
    name: 'reset-link-survives-password-change',
    what: 'a reset link sent before a password change still works: whoever read that mail undoes the change',
    file: 'src/components/auth/password-change.ts',
    from: 'await resetLinks.forgetOf(transaction, userId);',
    to: '',
    tests: [['test/auth/password-reset.test.ts', 'changed from the profile']],
  },
  {
    name: 'clawback-takes-from-any-role',
    what: "a flag's clawback takes bonuses from accounts the admin may not act on (another support, an owner)",
    file: 'src/components/flags/flags.ts',
    from: "await desk.mayActOnAccounts(actor, userIds, 'flag.resolved', reason);",
    to: '',
    tests: [['test/flags/flags.test.ts', 'clawback would take from']],
  },
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (process.argv.includes('--list')) {
  for (const m of MUTANTS) console.log(`${m.name}: ${m.what}`);
  process.exit(0);
}
/** The edits of `mutant` that do not find their text exactly once in `text`. */
const missingEdits = (mutant, text) =>
  (mutant.edits ?? [[mutant.from, mutant.to]]).filter(([from]) => (text.match(guardPattern(from)) ?? []).length !== 1);
const chosen = only.length ? MUTANTS.filter((m) => only.includes(m.name)) : MUTANTS;
if (only.length && chosen.length !== only.length)
  throw new Error(`unknown mutant: ${only.filter((n) => !MUTANTS.some((m) => m.name === n)).join(', ')}`);

startReaper();
// A folder of its own per run: two runs at once (two people, or CI and a test) never share a copy.
const base = mkdtempSync(path.join(os.tmpdir(), 'ciao-bite-'));
if (!process.argv.includes('--keep')) removeOnExit(base);

/** A copy of api/ as it is now (others may be editing the working tree: the copy is one moment of it). */
function copyApi(name) {
  const dir = path.join(base, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'api'), { recursive: true });
  // assets: the API reference's bundle, copied at install (the outage test asks for it).
  for (const entry of ['src', 'test', 'bench', 'assets', 'jest.config.cjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(path.join(root, 'api', entry)))
      cpSync(path.join(root, 'api', entry), path.join(dir, 'api', entry), { recursive: true });
  }
  cpSync(path.join(root, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  // The API's own node_modules first, as in the tree: an install may hoist another version of a package to the root.
  for (const modules of ['api/node_modules', 'node_modules']) {
    if (existsSync(path.join(root, modules))) symlinkSync(path.join(root, modules), path.join(dir, modules));
  }
  return dir;
}

/** What broke, from Jest's output: the first failing test (or suite) and its error's first line. */
function firstFailure(output) {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => line.trim().startsWith('●'));
  if (at === -1)
    return (
      lines
        .filter((line) => line.trim())
        .at(-1)
        ?.trim() ?? 'no output'
    );
  const error = lines.slice(at + 1).find((line) => /^\s*(\w*Error\b|expect\(|Cannot |thrown:)/.test(line));
  return [lines[at].trim().replace(/^●\s*/, ''), error?.trim()].filter(Boolean).join(': ');
}

/**
 * The guard's text as a pattern over its tokens: any whitespace (none included) between two
 * characters, an optional trailing comma before a closing bracket. Global, to count the matches.
 */
export function guardPattern(text) {
  const escape = (c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const chars = [...text.replace(/\s+/g, '')];
  const source = chars.map((c) => (')]}'.includes(c) ? `(?:,\\s*)?${escape(c)}` : escape(c))).join('\\s*');
  return new RegExp(source, 'g');
}

const jestIn = (dir, file, pattern) =>
  run('npx', ['jest', '--ci', file, ...(pattern ? ['-t', pattern] : [])], { cwd: path.join(dir, 'api'), quiet: true });

let bad = 0;
// First the tests on the unmutated code: a test that fails already proves nothing by failing on a mutant.
const baselineDir = copyApi('baseline');
const baseline = new Map();
for (const [file, pattern] of [...new Set(chosen.flatMap((m) => m.tests.map((t) => JSON.stringify(t))))].map((t) =>
  JSON.parse(t),
)) {
  const r = await jestIn(baselineDir, file, pattern);
  baseline.set(JSON.stringify([file, pattern]), r.ok);
  console.log(`${r.ok ? 'passes  ' : 'FAILS   '} unmutated: ${file}${pattern ? ` -t "${pattern}"` : ''}`);
  if (!r.ok) {
    console.log(r.output.slice(-3000));
    // Last, so it is what one reads: a test that fails unmutated proves nothing, and its mutants are not run.
    console.log(
      `FAILS BEFORE ANY MUTANT: ${file}${pattern ? ` -t "${pattern}"` : ''} on the unmutated copy: ${firstFailure(r.output)}`,
    );
    bad += 1;
  }
}
rmSync(baselineDir, { recursive: true, force: true });

for (const mutant of chosen) {
  const dir = copyApi(mutant.name);
  const target = path.join(dir, 'api', mutant.file);
  let text = readFileSync(target, 'utf8');
  const missing = missingEdits(mutant, text);
  if (missing.length > 0) {
    console.log(
      `NO LONGER APPLIES ${mutant.name}: ${missing.map(([from]) => `"${from}"`).join(', ')} not in ${mutant.file} exactly once`,
    );
    bad += 1;
    continue;
  }
  for (const [from, to] of mutant.edits ?? [[mutant.from, mutant.to]])
    text = text.replace(guardPattern(from), () => to);
  writeFileSync(target, text);
  for (const [file, pattern] of mutant.tests) {
    if (!baseline.get(JSON.stringify([file, pattern]))) continue;
    const r = await jestIn(dir, file, pattern);
    const failed = /Tests:\s+(\d+) failed/.exec(r.output)?.[1];
    if (r.ok || !failed) {
      console.log(
        `SURVIVED ${mutant.name} (${mutant.what}): ${file}${pattern ? ` -t "${pattern}"` : ''} ${r.ok ? 'passed' : 'did not run'}`,
      );
      if (!r.ok) console.log(r.output.slice(-3000));
      bad += 1;
    } else {
      console.log(`bites    ${mutant.name}: ${file}${pattern ? ` -t "${pattern}"` : ''}: ${failed} failed`);
      if (process.argv.includes('--verbose')) console.log(r.output.slice(-6000));
    }
  }
  if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
}
if (process.argv.includes('--keep')) console.log(`the mutated copies: ${base}`);
else rmSync(base, { recursive: true, force: true });
process.exit(bad === 0 ? 0 : 1);
