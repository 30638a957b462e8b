// The admin voucher log's browser tests: an admin account made with the users CLI, and voucher log
// rows written straight into the e2e database (the store-credit flows write them in the app).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';

const api = path.resolve(__dirname, '..', '..', 'api');

export const adminUser = { email: 'e2e.admin@example.com', password: 'e2e-admin-secret-1', name: 'Ada Admin' };

/** postgres:// URL of the database the e2e API runs on (published by global setup). */
export function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(
      'E2E_DATABASE_URL is not set: run the browser tests through Playwright (global setup publishes it)',
    );
  return url;
}

/** `npm run users -w api -- <args>` against the e2e database, `stdin` on its standard input; resolves with its exit code and output. */
function runUsersCli(args: string[], stdin = ''): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const cli = spawn('node', ['--import', 'tsx', 'src/cli/users.ts', ...args], {
      cwd: api,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    cli.stdin.end(stdin);
    let output = '';
    cli.stdout.on('data', (chunk) => (output += chunk));
    cli.stderr.on('data', (chunk) => (output += chunk));
    cli.once('error', reject);
    cli.once('exit', (code) => resolve({ code, output }));
  });
}

/** The admin account, made as an operator would: create it, then grant the role (both idempotent here). */
export async function ensureAdminUser(): Promise<void> {
  const created = await runUsersCli(
    ['create', '--email', adminUser.email, '--name', adminUser.name, '--password-stdin'],
    `${adminUser.password}\n`,
  );
  if (created.code !== 0 && !/already exists/.test(created.output))
    throw new Error(`users create failed: ${created.output}`);
  const granted = await runUsersCli(['grant-admin', '--email', adminUser.email]);
  if (granted.code !== 0) throw new Error(`users grant-admin failed: ${granted.output}`);
}

export const supportUser = { email: 'e2e.support@example.com', password: 'e2e-support-secret-1', name: 'Sam Support' };

/** An account made with the users CLI, then given `role` (both idempotent here). */
async function ensureUserWithRole(
  user: { email: string; password: string; name: string },
  role: string,
): Promise<void> {
  const created = await runUsersCli(
    ['create', '--email', user.email, '--name', user.name, '--password-stdin'],
    `${user.password}\n`,
  );
  if (created.code !== 0 && !/already exists/.test(created.output))
    throw new Error(`users create failed: ${created.output}`);
  const granted = await runUsersCli(['grant-role', '--email', user.email, '--role', role]);
  if (granted.code !== 0) throw new Error(`users grant-role failed: ${granted.output}`);
}

/** The support desk's account. */
export const ensureSupportUser = () => ensureUserWithRole(supportUser, 'support');

export const designerUser = {
  email: 'e2e.designer@example.com',
  password: 'e2e-designer-secret-1',
  name: 'Dee Designer',
};

/** A designer's account (docs/storybook.md): reads the releases and Storybook, decides a release's visual changes. */
export const ensureDesignerUser = () => ensureUserWithRole(designerUser, 'designer');

export type SeededLog = {
  voucherCode: string;
  actionType: 'generated' | 'used' | 'expired' | 'cancelled';
  createdAt: string;
};

/**
 * A fresh account (unique e-mail) with `codes` store-credit codes, each logged 'generated' then,
 * in turn, 'used', 'expired' or 'cancelled'. Returns the e-mail and the rows, oldest first.
 */
export async function seedVoucherLogs(codes: number): Promise<{ email: string; logs: SeededLog[] }> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const email = `voucher.owner.${tag.toLowerCase()}@example.com`;
  const sequelize = new Sequelize(e2eDatabaseUrl(), { logging: false });
  try {
    const [owner] = await sequelize.query<{ id: string }>(
      'INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id',
      {
        bind: [email, 'Voucher Owner'],
        type: QueryTypes.SELECT,
      },
    );
    const logs = await sequelize.query<{
      voucher_code: string;
      action_type: SeededLog['actionType'];
      created_at: Date;
    }>(
      `WITH codes AS (
         INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
         SELECT $1, 'CIAO-' || $2 || lpad(i::text, 2, '0') || '-E2E' || lpad(i::text, 3, '0'), 2.50 + i % 3, 735294.1176470588 * (1 + i % 3),
                now() - (($3 - i) * interval '1 hour'), now() + interval '30 days'
         FROM generate_series(1, $3) i
         RETURNING id, code, amount_usd, amount_ciao, generated_at)
       INSERT INTO voucher_logs (created_at, store_credit_code_id, voucher_code, user_id, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id)
       SELECT c.generated_at + step.k * interval '10 minutes', c.id, c.code, $1, step.action, c.amount_usd, c.amount_ciao, NULL,
              CASE WHEN step.action = 'used' THEN '#' || right(c.code, 3) END
       FROM codes c
       CROSS JOIN LATERAL (VALUES (0, 'generated'), (1, (ARRAY['used', 'expired', 'cancelled'])[right(c.code, 3)::int % 3 + 1])) step(k, action)
       ORDER BY c.generated_at, step.k
       RETURNING voucher_code, action_type, created_at`,
      { bind: [owner!.id, tag.slice(0, 4), codes], type: QueryTypes.SELECT },
    );
    return {
      email,
      logs: logs.map((log) => ({
        voucherCode: log.voucher_code,
        actionType: log.action_type,
        createdAt: log.created_at.toISOString(),
      })),
    };
  } finally {
    await sequelize.close();
  }
}

/** The exports recorded for the admin, newest first. */
export async function recordedExports(): Promise<{ filter: Record<string, string>; row_count: number | null }[]> {
  const sequelize = new Sequelize(e2eDatabaseUrl(), { logging: false });
  try {
    return await sequelize.query(
      `SELECT e.filter, e.row_count FROM voucher_log_exports e JOIN users u ON u.id = e.admin_user_id
       WHERE lower(u.email) = lower($1) ORDER BY e.id DESC`,
      { bind: [adminUser.email], type: QueryTypes.SELECT },
    );
  } finally {
    await sequelize.close();
  }
}

/**
 * On `day` (YYYY-MM-DD, UTC), long past so no other test writes there: a new account, a referral
 * bonus of 1,000 $CIAO to it and a code of $5.00 turned from 400 $CIAO, active for 30 days more. The overview's
 * roll-ups count them through the database's triggers, as they count the app's own writes.
 */
export async function seedProgrammeDay(day: string): Promise<void> {
  const at = `${day}T09:00:00Z`;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const sequelize = new Sequelize(e2eDatabaseUrl(), { logging: false });
  try {
    await sequelize.transaction(async (transaction) => {
      const [user] = await sequelize.query<{ id: string }>(
        'INSERT INTO users (email, name, created_at) VALUES ($1, $2, $3) RETURNING id',
        {
          bind: [`overview.${tag.toLowerCase()}@example.com`, 'Overview Member', at],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      const [code] = await sequelize.query<{ id: string }>(
        "INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at) VALUES ($1, $2, 5.00, 400, $3, now() + interval '30 days') RETURNING id",
        { bind: [user!.id, `CIAO-OV${tag.slice(0, 4)}-E2E000`, at], type: QueryTypes.SELECT, transaction },
      );
      const statements: [string, unknown[]][] = [
        [
          "INSERT INTO ledger_entries (user_id, kind, amount_ciao, referral_invitee_id, created_at) VALUES ($1, 'referral_bonus', 1000, $1, $2)",
          [user!.id, at],
        ],
        [
          "INSERT INTO ledger_entries (user_id, kind, amount_ciao, store_credit_code_id, created_at) VALUES ($1, 'store_credit', -400, $2, $3)",
          [user!.id, code!.id, at],
        ],
        [
          'INSERT INTO reward_balances (user_id, pending_ciao, total_earned_ciao, total_claimed_ciao) VALUES ($1, 600, 1000, 400)',
          [user!.id],
        ],
      ];
      for (const [statement, bind] of statements) await sequelize.query(statement, { bind, transaction });
    });
  } finally {
    await sequelize.close();
  }
}
