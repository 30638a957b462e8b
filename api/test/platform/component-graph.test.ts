import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The folders under api/src/components depend on each other one way only (docs/architecture.md):
// a consumer owns the interface it needs, shared request helpers live in http/. Every import
// counts, type-only ones too: a cycle of types is still two components that cannot change apart.

const COMPONENTS = path.resolve(__dirname, '..', '..', 'src', 'components');

type Edge = { from: string; to: string; file: string; specifier: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The component (first folder under components/) a path is in; undefined outside components/. */
function componentOf(file: string): string | undefined {
  const relative = path.relative(COMPONENTS, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [component] = relative.split(path.sep);
  return component === relative ? undefined : component;
}

/** Every import from one component into another (import, import type, export from, import(), require()). */
function componentEdges(): Edge[] {
  return sourceFiles(COMPONENTS).flatMap((file) => {
    const from = componentOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName: specifier }) => {
      if (!specifier.startsWith('.')) return [];
      const to = componentOf(path.resolve(path.dirname(file), specifier));
      return from && to && to !== from ? [{ from, to, file: path.relative(COMPONENTS, file), specifier }] : [];
    });
  });
}

/** Each cycle once, as `a -> b -> a`, with the import that makes each step. */
function findCycles(edges: Edge[]): string[] {
  const next = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const targets = next.get(edge.from) ?? new Map<string, Edge>();
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
    next.set(edge.from, targets);
  }
  const cycles = new Map<string, string>();
  const visit = (node: string, trail: string[]) => {
    for (const to of next.get(node)?.keys() ?? []) {
      const start = trail.indexOf(to);
      if (start >= 0) {
        // The same loop reached from another member is one cycle: named from its first member by name.
        const loop = trail.slice(start);
        const first = loop.indexOf([...loop].sort()[0] as string);
        const members = [...loop.slice(first), ...loop.slice(0, first)];
        const steps = members.map(
          (from, i) => next.get(from)?.get(members[(i + 1) % members.length] as string) as Edge,
        );
        cycles.set(
          members.join(' -> '),
          `${[...members, members[0]].join(' -> ')} (${steps.map((e) => `${e.file} imports '${e.specifier}'`).join('; ')})`,
        );
      } else {
        visit(to, [...trail, to]);
      }
    }
  };
  for (const node of [...next.keys()].sort()) visit(node, [node]);
  return [...cycles.values()];
}

describe('component dependency graph', () => {
  it('when the components import each other, then no chain of imports leads back to where it started', () => {
    const edges = componentEdges();
    expect(edges.length).toBeGreaterThan(10); // the scan read the real imports
    expect(findCycles(edges)).toEqual([]);
  });

  it('when two components import each other through a third, then the cycle is named with the imports that make it', () => {
    const edge = (from: string, to: string): Edge => ({
      from,
      to,
      file: `${from}/${from}.ts`,
      specifier: `../${to}/${to}`,
    });
    expect(
      findCycles([edge('auth', 'users'), edge('users', 'referral'), edge('referral', 'auth'), edge('price', 'auth')]),
    ).toEqual([
      "auth -> users -> referral -> auth (auth/auth.ts imports '../users/users'; users/users.ts imports '../referral/referral'; referral/referral.ts imports '../auth/auth')",
    ]);
  });
});

// One shape for every component (docs/architecture.md, "Layers"): SQL and Sequelize only in the
// repositories, their models and db/; a table only in its owner's repository; config.ts only in
// the entry points and the command line. What still breaks a rule is listed below, each with its
// reason; the goal is empty lists.

const SRC = path.resolve(__dirname, '..', '..', 'src');
const relativeToSrc = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const productionFiles = () => sourceFiles(SRC).filter((file) => !relativeToSrc(file).startsWith('db/migrations/'));

const isDataAccess = (file: string) => /-(repository|model)\.ts$/.test(file) || file.startsWith('db/');

/** Why a file breaks the data-access rule: it imports sequelize, or holds SQL, or calls a model. */
function dataAccessIn(text: string): string[] {
  const reasons: string[] = [];
  if (/from 'sequelize'/.test(text)) reasons.push("imports 'sequelize'");
  if (/\b(SELECT\s[\s\S]{0,400}?\bFROM\s|INSERT\s+INTO\s|DELETE\s+FROM\s|UPDATE\s+\w+\s+SET\s)/.test(text))
    reasons.push('holds SQL');
  if (/from '[^']*-model'/.test(text)) reasons.push('imports a model');
  return reasons;
}

/** The tables each component owns (docs/architecture.md, "Layers": "Data access"). */
const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'auth',
  known_devices: 'auth',
  sign_in_addresses: 'auth',
  email_verification_links: 'auth',
  ended_sessions: 'auth',
  contracts: 'contracts',
  reward_balances: 'rewards',
  ledger_entries: 'rewards',
  store_credit_codes: 'store-credit',
  shopify_discount_deactivations: 'store-credit',
  voucher_logs: 'voucher-logs',
  voucher_log_exports: 'voucher-logs',
  referrals: 'referral',
  referral_reminders: 'referral',
  notification_settings: 'notifications',
  rate_limit_counters: 'rate-limits',
  shopify_webhook_deliveries: 'shopify',
  spent_registration_challenges: 'registration-challenge',
  push_subscriptions: 'push',
  push_outbox: 'push',
  mail_outbox: 'mail',
  audit_log: 'audit',
  flags: 'flags',
  minted_days: 'flags',
  programme_days: 'overview',
  programme_day_miners: 'overview',
  app_secrets: 'db',
  remote_releases: 'releases',
  remote_rollouts: 'releases',
  remote_release_history: 'releases',
};

/** The tables a file's SQL names (after FROM, JOIN, INTO, UPDATE) or whose model it imports. */
function tablesIn(text: string): string[] {
  const named = [...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(\w+)/g)].map((match) => match[1] as string);
  return [...new Set(named.filter((table) => table in TABLE_OWNERS))].sort();
}

function ownerOf(file: string): string {
  if (file.startsWith('db/')) return 'db';
  return componentOf(path.join(SRC, file)) ?? file;
}

/** `file: table` for every table a file reads or writes that its component does not own. */
function foreignTables(): string[] {
  // db/database.ts registers every component's model: the one place that knows them all.
  const files = productionFiles().filter((full) => relativeToSrc(full) !== 'db/database.ts');
  const pairs = files.flatMap((full) => {
    const file = relativeToSrc(full);
    const text = readFileSync(full, 'utf8');
    const fromSql = tablesIn(text).filter((table) => TABLE_OWNERS[table] !== ownerOf(file));
    const fromModels = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter(
        (specifier) => specifier.startsWith('.') && specifier.endsWith('-model') && !specifier.endsWith('define-model'),
      )
      .filter((specifier) => ownerOf(relativeToSrc(path.resolve(path.dirname(full), specifier))) !== ownerOf(file))
      .map((specifier) => `model ${path.basename(specifier)}`);
    return [...fromSql, ...fromModels].map((table) => `${file}: ${table}`);
  });
  return [...new Set(pairs)];
}

const ENTRY_POINTS = new Set(['main.ts', 'index.ts', 'server.ts']);

function configImporters(): string[] {
  return productionFiles()
    .filter((full) => {
      const file = relativeToSrc(full);
      if (ENTRY_POINTS.has(file) || file.startsWith('cli/') || file === 'config.ts') return false;
      const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
      return importedFiles.some(
        ({ fileName }) =>
          fileName.startsWith('.') && path.resolve(path.dirname(full), fileName) === path.join(SRC, 'config'),
      );
    })
    .map(relativeToSrc);
}

const ANONYMOUS_HANDLER =
  /router\.(get|post|put|patch|delete|all|use)\([^\n]*(\(_?(req|request)\b[^)]*\)\s*=>|function\s*\()/g;

/** Files that still break the data-access rule, each with why it is not moved yet. */
const SQL_OUTSIDE_REPOSITORIES: Record<string, string> = {};

/** `file: table` pairs that still reach into another component's table, each with why. */
const FOREIGN_TABLES: Record<string, string> = {
  'components/campaigns/campaign-repository.ts: contracts':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: notification_settings':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: referrals':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: reward_balances':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: store_credit_codes':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: users':
    "a campaign's segment: counted and paged in one statement over the customer's tables, not a read per customer through each owner",
  'components/campaigns/campaign-repository.ts: mail_outbox':
    "a campaign's results: its rows in either outbox (by dedupe key) counted in the statement that counts its recipients",
  'components/campaigns/campaign-repository.ts: push_outbox':
    "a campaign's results: its rows in either outbox (by dedupe key) counted in the statement that counts its recipients",
  'components/auth/session-repository.ts: users':
    'the session lookup joins users: one round trip on every signed-in request (docs/performance.md)',
  'components/push/push-outbox-repository.ts: contracts':
    "the weekly summary: a page of recipients' weeks in one report statement, not three reads per user through the owners",
  'components/push/push-outbox-repository.ts: ledger_entries':
    "the weekly summary: a page of recipients' weeks in one report statement, not three reads per user through the owners",
  'components/push/push-outbox-repository.ts: store_credit_codes':
    "the weekly summary: a page of recipients' weeks in one report statement, not three reads per user through the owners",
  'db/outbox-backlog.ts: mail_outbox':
    "the metrics' scrape: both outboxes' due rows and the oldest's age in one statement (db/outbox.ts's shared columns)",
  'db/outbox-backlog.ts: push_outbox':
    "the metrics' scrape: both outboxes' due rows and the oldest's age in one statement (db/outbox.ts's shared columns)",
  'components/push/push-outbox-repository.ts: users':
    'the weekly summary: a page of live accounts with the switch on, in the same statement as their weeks',
  'components/push/push-outbox-repository.ts: notification_settings':
    'the weekly summary: a page of live accounts with the switch on, in the same statement as their weeks',
  'components/push/push-outbox-repository.ts: mail_outbox':
    "the weekly summary: accounts with this week's row in either outbox are left out, so a sweep does not sum their week again",
  'components/referral/referral-repository.ts: contracts':
    "countReferrals: the stats' four counts in one aggregate statement over the referrer's invitees (their flags and completed contracts); through the owners, three round trips and the counting in code",
  'components/referral/referral-repository.ts: ledger_entries':
    "the team's page: each paid invitee's bonus amount in the statement that reads the team's states (docs/referral.md, \"Your team\"), not a read per invitee",
  'components/referral/referral-repository.ts: users':
    "countReferrals: the stats' four counts in one aggregate statement over the referrer's invitees (their flags and completed contracts); through the owners, three round trips and the counting in code",
  'components/voucher-logs/voucher-log-repository.ts: users':
    'the voucher-log page filters and shows by e-mail in the one query whose plan a test checks',
};

/** Files besides the entry points that still import config.ts, each with why. */
const CONFIG_IMPORTERS: Record<string, string> = {};

describe('one shape for every component', () => {
  it('when a file outside the repositories, models and db/ is read, then it holds no SQL and no Sequelize call', () => {
    const offenders = productionFiles()
      .map(relativeToSrc)
      .filter((file) => !isDataAccess(file) && dataAccessIn(readFileSync(path.join(SRC, file), 'utf8')).length > 0);
    expect(offenders.length).toBeLessThan(productionFiles().length); // the scan read the real files
    expect(offenders.sort()).toEqual(Object.keys(SQL_OUTSIDE_REPOSITORIES).sort());
  });

  it('when a file names a table or imports its model, then the file belongs to the table owner', () => {
    expect(foreignTables().sort()).toEqual(Object.keys(FOREIGN_TABLES).sort());
  });

  it('when config.ts is imported, then by an entry point or the command line only', () => {
    expect(configImporters().sort()).toEqual(Object.keys(CONFIG_IMPORTERS).sort());
  });

  it('when a router mounts a handler, then the handler is a named function (a reader follows a route to its query by name)', () => {
    const anonymous = productionFiles()
      .filter((file) => file.endsWith('-routes.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(ANONYMOUS_HANDLER)].map(
          (match) => `${relativeToSrc(file)}: ${match[0]}`,
        ),
      );
    expect(anonymous).toEqual([]);
    expect("  router.get('/x', async (req, res) => {").toMatch(ANONYMOUS_HANDLER);
    expect("  router.get('/x', requireRight, readX);").not.toMatch(ANONYMOUS_HANDLER);
  });

  it('when a domain file holds SQL, a sequelize import or a model import, then each is named', () => {
    expect(dataAccessIn("import { QueryTypes } from 'sequelize';")).toEqual(["imports 'sequelize'"]);
    expect(dataAccessIn('const SQL = `SELECT id\n FROM contracts WHERE x`;')).toEqual(['holds SQL']);
    expect(dataAccessIn("import { Contract } from './contract-model';")).toEqual(['imports a model']);
    expect(dataAccessIn("const text = 'Select a contract';")).toEqual([]);
    expect(tablesIn('SELECT 1 FROM ledger_entries e JOIN users u ON u.id = e.user_id')).toEqual([
      'ledger_entries',
      'users',
    ]);
  });
});
