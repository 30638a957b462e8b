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
    });
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
