import { z } from 'zod';
import { FRONT_END_DEV_ORIGINS } from '@ciao/build/src/dev-servers.cjs';
import { optionalText, originList } from '../env-values';
import type { EnvironmentOf, NodeEnv } from '../env-values';

/**
 * Express's `trust proxy`: a hop count, or the proxies' addresses / subnet names (e.g. "loopback").
 * `true` is refused: it trusts the first X-Forwarded-For entry, which any client writes itself.
 */
const trustProxy = optionalText.transform((v, ctx) => {
  if (v === undefined) return undefined;
  if (v.toLowerCase() === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" trusts every X-Forwarded-For entry, so any client could choose its own address; give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (v.toLowerCase() === 'false') return false;
  return /^\d+$/.test(v) ? Number(v) : v;
});

export const httpEnvironment = {
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: originList,
};

export type HttpConfig = {
  trustProxy: false | number | string | undefined;
  corsOrigins: string[];
};

/** In development the front-ends' dev servers (docs/architecture.md, Ports and URLs) may call the API too. */
export function httpConfigFrom(e: EnvironmentOf<typeof httpEnvironment>, nodeEnv: NodeEnv): HttpConfig {
  return {
    trustProxy: e.TRUST_PROXY,
    corsOrigins:
      nodeEnv === 'development' ? [...new Set([...e.CORS_ORIGINS, ...FRONT_END_DEV_ORIGINS])] : e.CORS_ORIGINS,
  };
}
