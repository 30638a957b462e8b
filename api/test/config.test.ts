import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

describe('configuration', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      databaseUrl: undefined,
      embeddedPostgres: { port: 5433, dataDir: path.join(REPO_ROOT, '.data', 'postgres') },
      webRoot: REPO_ROOT,
      remotesFile: path.join(REPO_ROOT, 'host', 'dist', 'remotes.json'),
      logLevel: 'info',
      corsOrigins: [],
      ageProofSecret: undefined,
      rateLimits: {
        signInPerAccount: { max: 5, windowMs: 15 * 60_000 },
        signInPerIp: { max: 20, windowMs: 15 * 60_000 },
        registerPerIp: { max: 5, windowMs: 60 * 60_000 },
        verifyAgePerIp: { max: 20, windowMs: 60 * 60_000 },
      },
    });
  });

  it('when rate limits are set, then `attempts/window` and `off` are understood', () => {
    expect(loadConfig({ RATE_LIMIT_SIGNIN_ACCOUNT: '10/90s', RATE_LIMIT_SIGNIN_IP: 'off', RATE_LIMIT_REGISTER_IP: ' 3/2h ' }).rateLimits).toMatchObject({
      signInPerAccount: { max: 10, windowMs: 90_000 },
      signInPerIp: null,
      registerPerIp: { max: 3, windowMs: 2 * 60 * 60_000 },
    });
  });

  it.each(['5', '5/15', '0/15m', '5/0m', '5/15d', 'five/15m', '-1/15m'])('when a rate limit is %p, then the configuration is refused', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_VERIFY_AGE_IP: value })).toThrow(/RATE_LIMIT_VERIFY_AGE_IP: .*is not a limit like 5\/15m/);
  });

  it('when AGE_PROOF_SECRET is set, then it must be at least 32 characters', () => {
    expect(loadConfig({ AGE_PROOF_SECRET: 'x'.repeat(32) }).ageProofSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ AGE_PROOF_SECRET: 'too short' })).toThrow(/AGE_PROOF_SECRET: Expected at least 32 characters/);
  });

  it('when WEB_ROOT is set, then the remote document defaults inside it', () => {
    expect(loadConfig({ WEB_ROOT: '/srv/web' }).remotesFile).toBe('/srv/web/host/dist/remotes.json');
  });

  it('when values are wrong, then one ConfigError lists every problem', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', ADMIN_EMAIL: 'nope', CORS_ORIGINS: 'https://a.io/path' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', ADMIN_EMAIL: 'nope', CORS_ORIGINS: 'https://a.io/path' });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'CORS_ORIGINS']);
    }
  });

  it('when TRUST_PROXY and CORS_ORIGINS are set, then they are parsed', () => {
    expect(loadConfig({ TRUST_PROXY: '1', CORS_ORIGINS: 'https://a.io, http://localhost:3000' })).toMatchObject({
      trustProxy: 1,
      corsOrigins: ['https://a.io', 'http://localhost:3000'],
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});
