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

/**
 * Express's `trust proxy`: a hop count, or the proxies' addresses / subnet names (e.g. "loopback").
 * `true` is refused: it trusts the first X-Forwarded-For entry, which any client writes itself.
 */
const trustProxy = optionalText.transform((v, ctx) => {
  if (v === undefined) return undefined;
  if (v.toLowerCase() === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: '"true" trusts every X-Forwarded-For entry, so any client could choose its own address; give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (v.toLowerCase() === 'false') return false;
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

/** A rate limit written `<attempts>/<window>` (`5/15m`, `20/1h`, `30/90s`), or `off`. */
export type RateLimitRule = { max: number; windowMs: number };

const WINDOW_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

const rateLimit = (fallback: string) =>
  optionalText.transform((v, ctx): RateLimitRule | null => {
    const text = v ?? fallback;
    if (text === 'off') return null;
    const [, count, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(text) ?? [];
    if (count && amount && unit) {
      const rule = { max: Number(count), windowMs: Number(amount) * WINDOW_UNITS_MS[unit as keyof typeof WINDOW_UNITS_MS] };
      if (rule.max >= 1 && rule.windowMs >= 1_000) return rule;
    }
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a limit like 5/15m (attempts/window in s, m or h) or off` });
    return z.NEVER;
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
  ADMIN_EMAIL: optionalText,
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: origins,
  AGE_PROOF_SECRET: optionalText.pipe(z.string().min(32, 'Expected at least 32 characters').optional()),
  RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS: rateLimit('5/15m'),
  RATE_LIMIT_SIGNIN_ACCOUNT: rateLimit('50/15m'),
  RATE_LIMIT_SIGNIN_IP: rateLimit('20/15m'),
  RATE_LIMIT_REGISTER_IP: rateLimit('5/1h'),
  RATE_LIMIT_VERIFY_AGE_IP: rateLimit('20/1h'),
  RATE_LIMIT_REFERRAL_USE: rateLimit('10/1h'),
  MINING_TIME_SCALE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().min(1, 'Expected a number of at least 1').max(1_000_000).default(1),
  ),
  SWEEP_INTERVAL_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  ),
  REFERRAL_REWARD_LIMIT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(50),
  ),
  PRICE_PROVIDER: z.enum(['simulated', 'dex']).default('simulated'),
  PRICE_FEED_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRICE_SEED: optionalText,
  SHOPIFY_SHOP_DOMAIN: optionalText.pipe(
    z.string().regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+$/i, 'Expected a shop domain like your-store.myshopify.com').optional(),
  ),
  SHOPIFY_ADMIN_TOKEN: optionalText,
  SHOPIFY_STOREFRONT_TOKEN: optionalText,
  SHOPIFY_WEBHOOK_SECRET: optionalText,
  SHOPIFY_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
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
  trustProxy: false | number | string | undefined;
  corsOrigins: string[];
  /** Key of the age-proof cookie's HMAC; absent: one generated once and kept in the database. */
  ageProofSecret: string | undefined;
  /** Contracts last `hours / miningTimeScale` (1 in production; e.g. 600 makes 1 h last 6 s). */
  miningTimeScale: number;
  /** How often each instance runs its sweeps (due contracts, expired codes). */
  sweepIntervalMs: number;
  /** Paid invitations per referrer; later invitees still count in the stats but pay nothing (docs/referral.md). */
  referralRewardLimit: number;
  /**
   * The simulated market (default) or a real DEX feed, with the simulated one as last fall-back.
   * seed: PRICE_SEED; absent, a random seed kept in the database (docs/security.md).
   */
  price: { provider: 'simulated' | 'dex'; feedUrl: string | undefined; seed: string | undefined };
  /** The Shopify store (docs/store-credit.md); null: the local demo catalogue. */
  shopify: ShopifyConfig | null;
  /** null: that limit is off. */
  rateLimits: {
    /** Failed sign-ins for one e-mail from one address (IPv4, or IPv6 /64): the strict limit. */
    signInPerAccountAndAddress: RateLimitRule | null;
    /** Failed sign-ins for one e-mail from anywhere: looser, so others cannot lock the owner out. */
    signInPerAccount: RateLimitRule | null;
    signInPerIp: RateLimitRule | null;
    registerPerIp: RateLimitRule | null;
    verifyAgePerIp: RateLimitRule | null;
    /** POST /api/referral/use-code attempts per account. */
    referralUsePerAccount: RateLimitRule | null;
  };
};

export type ShopifyConfig = {
  shopDomain: string;
  adminToken: string;
  storefrontToken: string;
  webhookSecret: string;
  /** Where the GraphQL APIs live: https://<shopDomain> unless SHOPIFY_API_URL overrides it (tests). */
  apiUrl: string;
};

const SHOPIFY_VARIABLES = ['SHOPIFY_SHOP_DOMAIN', 'SHOPIFY_ADMIN_TOKEN', 'SHOPIFY_STOREFRONT_TOKEN', 'SHOPIFY_WEBHOOK_SECRET'] as const;

/** All four Shopify variables or none (SHOPIFY_API_URL only with them). */
function shopifyConfig(e: z.output<typeof environmentSchema>, problems: string[]): ShopifyConfig | null {
  const { SHOPIFY_SHOP_DOMAIN: shop, SHOPIFY_ADMIN_TOKEN: adminToken, SHOPIFY_STOREFRONT_TOKEN: storefrontToken, SHOPIFY_WEBHOOK_SECRET: webhookSecret } = e;
  if (shop && adminToken && storefrontToken && webhookSecret) {
    const shopDomain = shop.toLowerCase();
    return { shopDomain, adminToken, storefrontToken, webhookSecret, apiUrl: (e.SHOPIFY_API_URL ?? `https://${shopDomain}`).replace(/\/+$/, '') };
  }
  const missing = SHOPIFY_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length < SHOPIFY_VARIABLES.length) {
    for (const name of missing) problems.push(`${name}: required when any of ${SHOPIFY_VARIABLES.join(', ')} is set`);
  } else if (e.SHOPIFY_API_URL) {
    problems.push('SHOPIFY_API_URL: only with the other SHOPIFY_* variables');
  }
  return null;
}

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
  const problems: string[] = [];
  if (e.MINING_TIME_SCALE !== 1 && e.NODE_ENV === 'production') problems.push('MINING_TIME_SCALE: only for development and tests, never with NODE_ENV=production');
  if (e.ADMIN_EMAIL !== undefined) {
    problems.push(
      'ADMIN_EMAIL: no longer grants the admin role (registration does not prove who owns an e-mail); create the first admin with `npm run users -w api -- create --admin --email ... --password ... --name ...` or promote an account with `npm run users -w api -- grant-admin --email ...`, then unset ADMIN_EMAIL',
    );
  }
  if (e.PRICE_PROVIDER === 'dex' && !e.PRICE_FEED_URL) problems.push('PRICE_FEED_URL: required when PRICE_PROVIDER=dex');
  const shopify = shopifyConfig(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
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
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.NODE_ENV === 'development' ? [...new Set([...e.CORS_ORIGINS, ...DEVELOPMENT_ORIGINS])] : e.CORS_ORIGINS,
    ageProofSecret: e.AGE_PROOF_SECRET,
    miningTimeScale: e.MINING_TIME_SCALE,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    referralRewardLimit: e.REFERRAL_REWARD_LIMIT,
    price: { provider: e.PRICE_PROVIDER, feedUrl: e.PRICE_FEED_URL, seed: e.PRICE_SEED },
    shopify,
    rateLimits: {
      signInPerAccountAndAddress: e.RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS,
      signInPerAccount: e.RATE_LIMIT_SIGNIN_ACCOUNT,
      signInPerIp: e.RATE_LIMIT_SIGNIN_IP,
      registerPerIp: e.RATE_LIMIT_REGISTER_IP,
      verifyAgePerIp: e.RATE_LIMIT_VERIFY_AGE_IP,
      referralUsePerAccount: e.RATE_LIMIT_REFERRAL_USE,
    },
  };
}

/** Secure cookies everywhere except local development and tests (plain http). */
export function usesSecureCookies(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}
