import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../../src/config';

describe('configuration', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      databaseUrl: undefined,
      embeddedPostgres: { port: 5433, dataDir: path.join(REPO_ROOT, '.data', 'postgres') },
      webRoot: REPO_ROOT,
      remotesFile: undefined,
      releasesDir: path.join(REPO_ROOT, '.data', 'releases'),
      logLevel: 'info',
      corsOrigins: [],
      ageProofSecret: undefined,
      referralRewardLimit: 50,
      rateLimits: {
        signInPerAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
        signInPerAccount: { max: 50, windowMs: 15 * 60_000 },
        signInPerIp: { max: 20, windowMs: 15 * 60_000 },
        registerPerIp: { max: 5, windowMs: 60 * 60_000 },
        verifyAgePerIp: { max: 20, windowMs: 60 * 60_000 },
      },
    });
  });

  it('when rate limits are set, then `attempts/window` and `off` are understood', () => {
    expect(
      loadConfig({ RATE_LIMIT_SIGNIN_ACCOUNT: '10/90s', RATE_LIMIT_SIGNIN_IP: 'off', RATE_LIMIT_REGISTER_IP: ' 3/2h ' })
        .rateLimits,
    ).toMatchObject({
      signInPerAccount: { max: 10, windowMs: 90_000 },
      signInPerIp: null,
      registerPerIp: { max: 3, windowMs: 2 * 60 * 60_000 },
    });
  });

  it.each(['5', '5/15', '0/15m', '5/0m', '5/15d', 'five/15m', '-1/15m'])(
    'when a rate limit is %p, then the configuration is refused',
    (value) => {
      expect(() => loadConfig({ RATE_LIMIT_VERIFY_AGE_IP: value })).toThrow(
        /RATE_LIMIT_VERIFY_AGE_IP: .*is not a limit like 5\/15m/,
      );
    },
  );

  it('when AGE_PROOF_SECRET is set, then it must be at least 32 characters', () => {
    expect(loadConfig({ AGE_PROOF_SECRET: 'x'.repeat(32) }).ageProofSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ AGE_PROOF_SECRET: 'too short' })).toThrow(
      /AGE_PROOF_SECRET: Expected at least 32 characters/,
    );
  });

  it('when VAPID keys are set, then both are needed, the private key must be P-256 and the public key its own; the subject is a contact', () => {
    const pair = {
      VAPID_PUBLIC_KEY: 'BP5lqTH_B9LQIywbSIgcdGUI-FUgNYwksuTTLN-2Uyr9wG00_3LWC4KcRVug0mHBXdOBTYZ48ptt4xgsGgKG9OI',
      VAPID_PRIVATE_KEY: 'Xaqhn3v-VsXZfAsH6vYo2BF2fUhnUMtyB7tS6-iFmcM',
    };
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@example.com' }).push).toEqual({
      vapidKeys: { publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY },
      vapidSubject: 'mailto:ops@example.com',
      endpointAllowlist: [],
    });
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'https://ciaomarkets.com',
      endpointAllowlist: [],
    });
    expect(
      loadConfig({ PUSH_ENDPOINT_ALLOWLIST: 'http://127.0.0.1:8090, https://push.example.com' }).push.endpointAllowlist,
    ).toEqual(['http://127.0.0.1:8090', 'https://push.example.com']);
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOWLIST: 'https://push.example.com/path' })).toThrow(
      /PUSH_ENDPOINT_ALLOWLIST: "https:\/\/push.example.com\/path" is not an origin/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toThrow(
      /VAPID_PUBLIC_KEY: required when the other VAPID key is set/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow(
      /VAPID_PRIVATE_KEY: expected a P-256 private key/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY.replace('BP5', 'BP6') })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT: Expected mailto:address or an https:\/\/ URL/,
    );
  });

  it('when REMOTES_FILE is set, then it pins the runtime document (the registry decides without it)', () => {
    expect(loadConfig({ WEB_ROOT: '/srv/web', REMOTES_FILE: 'remotes.json' }).remotesFile).toBe(
      path.resolve('remotes.json'),
    );
    expect(loadConfig({ WEB_ROOT: '/srv/web' }).remotesFile).toBeUndefined();
  });

  it('when values are wrong, then one ConfigError lists every problem', () => {
    const wrong = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/x',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.io/path',
    };
    expect(() => loadConfig(wrong)).toThrow(ConfigError);
    try {
      loadConfig(wrong);
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual([
        'PORT',
        'DATABASE_URL',
        'TRUST_PROXY',
        'CORS_ORIGINS',
      ]);
    }
  });

  it('when TRUST_PROXY is true, then the API refuses to start: any client could choose its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" trusts every X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: ' TRUE ' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.1');
  });

  it('when ADMIN_EMAIL is set, then the API refuses to start and points at the users command', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_EMAIL: no longer grants the admin role.*npm run users -w api -- create/,
    );
  });

  it('when REGISTRATION_IPV6_PREFIX_LENGTH is set, then it is a network size of 16 to 64 bits (default 48)', () => {
    expect(loadConfig({}).registrationIpv6PrefixLength).toBe(48);
    expect(loadConfig({ REGISTRATION_IPV6_PREFIX_LENGTH: '56' }).registrationIpv6PrefixLength).toBe(56);
    expect(() => loadConfig({ REGISTRATION_IPV6_PREFIX_LENGTH: '65' })).toThrow(/REGISTRATION_IPV6_PREFIX_LENGTH/);
    expect(() => loadConfig({ REGISTRATION_IPV6_PREFIX_LENGTH: '8' })).toThrow(/REGISTRATION_IPV6_PREFIX_LENGTH/);
  });

  it('when REFERRAL_BONUS_CONTRACTS and REFERRAL_BONUS_HOURS are set, then they are the bonus condition (default: the first completed contract)', () => {
    expect(loadConfig({}).referralBonusCondition).toEqual({ contracts: 1, hours: 0 });
    expect(loadConfig({ REFERRAL_BONUS_CONTRACTS: '3', REFERRAL_BONUS_HOURS: '12' }).referralBonusCondition).toEqual({
      contracts: 3,
      hours: 12,
    });
    expect(() => loadConfig({ REFERRAL_BONUS_CONTRACTS: '0' })).toThrow(/REFERRAL_BONUS_CONTRACTS/);
    expect(() => loadConfig({ REFERRAL_BONUS_HOURS: '-1' })).toThrow(/REFERRAL_BONUS_HOURS/);
  });

  it('when REFERRAL_DAILY_PAYOUT_LIMIT is set, then it is a whole number of bonuses a day (default 500)', () => {
    expect(loadConfig({}).referralDailyPayoutLimit).toBe(500);
    expect(loadConfig({ REFERRAL_DAILY_PAYOUT_LIMIT: '20' }).referralDailyPayoutLimit).toBe(20);
    expect(() => loadConfig({ REFERRAL_DAILY_PAYOUT_LIMIT: '-1' })).toThrow(/REFERRAL_DAILY_PAYOUT_LIMIT/);
  });

  it('when REFERRAL_REWARD_LIMIT is set, then it is a whole number of paid invitations (0 pays none)', () => {
    expect(loadConfig({ REFERRAL_REWARD_LIMIT: '3' }).referralRewardLimit).toBe(3);
    expect(loadConfig({ REFERRAL_REWARD_LIMIT: '0' }).referralRewardLimit).toBe(0);
    expect(() => loadConfig({ REFERRAL_REWARD_LIMIT: 'lots' })).toThrow(/REFERRAL_REWARD_LIMIT/);
    expect(() => loadConfig({ REFERRAL_REWARD_LIMIT: '-1' })).toThrow(/REFERRAL_REWARD_LIMIT/);
  });

  it('when PRICE_SEED is unset, then the seed is left to the database (a random one kept there), never a public default', () => {
    expect(loadConfig({}).price.seed).toBeUndefined();
    expect(loadConfig({ PRICE_SEED: 'demo' }).price.seed).toBe('demo');
  });

  it('when TRUST_PROXY and CORS_ORIGINS are set, then they are parsed', () => {
    expect(loadConfig({ TRUST_PROXY: '1', CORS_ORIGINS: 'https://a.io, http://localhost:3000' })).toMatchObject({
      trustProxy: 1,
      corsOrigins: ['https://a.io', 'http://localhost:3000'],
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});
