import path from 'node:path';
import { z } from 'zod';

/** The monorepo root: api/src -> api -> root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(fallback),
  );

/** Express's `trust proxy`: true/false, a hop count, or addresses/subnet names (e.g. "loopback"). */
const trustProxy = optionalText.transform((v) => {
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return /^\d+$/.test(v) ? Number(v) : v;
});

/** Comma-separated front-end origins allowed to call the API with credentials. */
const origins = optionalText.transform((v, ctx) => {
  const list = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://app.example.com` });
    }
  }
  return list;
});

const environmentSchema = z.object({
  PORT: port(8080),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// URL' }).optional()),
  EMBEDDED_PG_PORT: port(5433),
  EMBEDDED_PG_DIR: optionalText,
  WEB_ROOT: optionalText,
  REMOTES_FILE: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: origins,
});

/** Front-end dev servers (docs/architecture.md, Ports and URLs) may call the API in development. */
const DEVELOPMENT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`);

export type Config = {
  port: number;
  nodeEnv: 'development' | 'test' | 'production';
  /** Absent: the API starts its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  embeddedPostgres: { port: number; dataDir: string };
  webRoot: string;
  remotesFile: string;
  logLevel: (typeof LOG_LEVELS)[number];
  adminEmail: string | undefined;
  trustProxy: boolean | number | string | undefined;
  corsOrigins: string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const webRoot = path.resolve(e.WEB_ROOT ?? REPO_ROOT);
  return {
    port: e.PORT,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    embeddedPostgres: {
      port: e.EMBEDDED_PG_PORT,
      dataDir: path.resolve(e.EMBEDDED_PG_DIR ?? path.join(REPO_ROOT, '.data', 'postgres')),
    },
    webRoot,
    remotesFile: path.resolve(e.REMOTES_FILE ?? path.join(webRoot, 'host', 'dist', 'remotes.json')),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    adminEmail: e.ADMIN_EMAIL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.NODE_ENV === 'development' ? [...new Set([...e.CORS_ORIGINS, ...DEVELOPMENT_ORIGINS])] : e.CORS_ORIGINS,
  };
}

/** Secure cookies everywhere except local development and tests (plain http). */
export function usesSecureCookies(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}
