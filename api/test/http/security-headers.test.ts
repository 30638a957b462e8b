import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ANN, signIn, useTestServer } from '../support/test-server';

// The placeholder @ciao/build writes into the host page; the API puts a fresh nonce in its place.
const NONCE_PLACEHOLDER = 'CIAO_CSP_NONCE';
const HOST_INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><style nonce="${NONCE_PLACEHOLDER}">.splash{}</style></head><body></body></html>`;
const CDN = 'https://cdn.example.com';

let webRoot: string;

async function put(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const remotesDocument = (...entries: string[]) =>
  JSON.stringify({ remotes: entries.map((entry, i) => ({ name: `mf_remote_${i}`, entry })) });

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-csp-root-'));
  await put('host/dist/index.html', HOST_INDEX);
  await put('host/dist/main.3f2a9c1b.js', 'console.log("host")');
  await put('host/dist/sw.js', '// service worker');
  await put(
    'host/dist/remotes.json',
    remotesDocument('/remotes/mf-dashboard/mf-manifest.json', `${CDN}/mf-referral/1.4.0/mf-manifest.json`),
  );
  await put('mf-dashboard/dist/remoteEntry.js', '// entry');
});
const server = useTestServer({
  env: () => ({ WEB_ROOT: webRoot, REMOTES_FILE: path.join(webRoot, 'host', 'dist', 'remotes.json') }),
});
const production = useTestServer({
  env: () => ({
    WEB_ROOT: webRoot,
    REMOTES_FILE: path.join(webRoot, 'host', 'dist', 'remotes.json'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  }),
});
beforeAll(async () => {
  await server.accounts.createUser(ANN);
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

/** A CSP header as directive name -> sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toEqual(expect.any(String));
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const cspOf = (response: Response) => directives(response.headers.get('content-security-policy'));

describe('headers on every response', () => {
  const paths = [
    '/api/health',
    '/api/auth/session',
    '/api/nothing-here',
    '/',
    '/referral',
    '/main.3f2a9c1b.js',
    '/remotes.json',
    '/missing.js',
  ];

  it.each(paths)('when %s is requested, then it carries the security headers', async (requestPath) => {
    const response = await fetch(`${server.url}${requestPath}`);
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(cspOf(response).get('frame-ancestors')).toEqual(["'none'"]);
    // HSTS only in production: a development or test server on plain http must not pin https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('when an API answer is JSON, then its policy allows nothing to load (it is never a page)', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(cspOf(response).get('default-src')).toEqual(["'none'"]);
  });

  it('when the API runs in production, then every answer also asks for HTTPS (HSTS)', async () => {
    for (const requestPath of ['/api/health', '/']) {
      const response = await fetch(`${production.url}${requestPath}`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000\b/);
    }
  });

  it('when the demo store page sets its own policy, then that policy stands', async () => {
    const response = await fetch(`${server.url}/api/shopify/demo-store`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
  });
});

describe('the host page policy', () => {
  it('when a page is served, then its scripts come only from this origin and the remotes, never inline', async () => {
    const csp = cspOf(await fetch(`${server.url}/`));
    expect(csp.get('script-src')).toEqual(["'self'", CDN]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src', 'default-src']) {
      expect(csp.get(directive)).not.toContain("'unsafe-inline'");
      expect(csp.get(directive)).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('when a page is served, then remote origins may be fetched, styled and their fonts and images used', async () => {
    const csp = cspOf(await fetch(`${server.url}/referral`));
    expect(csp.get('connect-src')).toEqual(["'self'", CDN]);
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(["'self'", CDN]));
    expect(csp.get('font-src')).toEqual(["'self'", CDN]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", CDN]));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('when a page is served, then its inline styles carry a fresh nonce that the policy names', async () => {
    const first = await fetch(`${server.url}/`);
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(cspOf(first).get('style-src')).toContain(`'nonce-${nonce}'`);

    const second = await fetch(`${server.url}/`);
    const again = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
    expect(again).not.toBe(nonce);
    expect(await second.text()).toContain(`<style nonce="${again}">`);
  });

  it('when /index.html is asked for by name, then it gets a nonce too (never the placeholder)', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(NONCE_PLACEHOLDER);
  });

  it('when the service worker is served, then it may fetch this origin', async () => {
    const csp = cspOf(await fetch(`${server.url}/sw.js`));
    expect(csp.get('connect-src')).toContain("'self'");
  });

  it('when a remote moves to another origin in the runtime document, then the next page allows it, without a restart', async () => {
    const moved = 'https://remotes.example.org:8443';
    await put(
      'host/dist/remotes.json',
      remotesDocument(`${moved}/mf-dashboard/mf-manifest.json`, `${CDN}/mf-referral/1.4.0/mf-manifest.json`),
    );
    try {
      const csp = cspOf(await fetch(`${server.url}/`));
      expect(csp.get('script-src')).toEqual(["'self'", moved, CDN]);
      expect(csp.get('connect-src')).toEqual(["'self'", moved, CDN]);
    } finally {
      await put(
        'host/dist/remotes.json',
        remotesDocument('/remotes/mf-dashboard/mf-manifest.json', `${CDN}/mf-referral/1.4.0/mf-manifest.json`),
      );
    }
    expect(cspOf(await fetch(`${server.url}/`)).get('script-src')).toEqual(["'self'", CDN]);
  });

  it('when the runtime document names something that is not an http(s) origin, then the policy does not take it', async () => {
    await put(
      'host/dist/remotes.json',
      remotesDocument(
        'javascript:alert(1)',
        'https://x.example.com; script-src *',
        'data:text/javascript,1',
        `${CDN}/a/mf-manifest.json`,
      ),
    );
    try {
      const csp = cspOf(await fetch(`${server.url}/`));
      expect(csp.get('script-src')).toEqual(["'self'", CDN]);
    } finally {
      await put(
        'host/dist/remotes.json',
        remotesDocument('/remotes/mf-dashboard/mf-manifest.json', `${CDN}/mf-referral/1.4.0/mf-manifest.json`),
      );
    }
  });

  it('when the runtime document is missing or broken, then pages still get a policy, with this origin only', async () => {
    await put('host/dist/remotes.json', '{ not json');
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(cspOf(response).get('script-src')).toEqual(["'self'"]);
    } finally {
      await put(
        'host/dist/remotes.json',
        remotesDocument('/remotes/mf-dashboard/mf-manifest.json', `${CDN}/mf-referral/1.4.0/mf-manifest.json`),
      );
    }
  });
});

describe('caching of signed-in answers', () => {
  it('when a signed-in user reads JSON under /api, then the answer is no-store', async () => {
    const cookie = await signIn(server);
    for (const requestPath of [
      '/api/auth/session',
      '/api/referral/my-code',
      '/api/notifications/settings',
      '/api/price/ciao',
      '/api/nothing-here',
    ]) {
      const response = await fetch(`${server.url}${requestPath}`, { headers: { cookie } });
      await response.arrayBuffer();
      expect([requestPath, response.headers.get('cache-control')]).toEqual([requestPath, 'no-store']);
    }
  });

  it('when a session cookie is handed out or cleared, then that answer is no-store too', async () => {
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ANN.email, password: ANN.password }),
    });
    expect(signin.status).toBe(200);
    expect(signin.headers.get('cache-control')).toBe('no-store');
    const cookie = `ciao_session=${/ciao_session=([^;]+)/.exec(signin.headers.get('set-cookie') ?? '')?.[1]}`;
    const signout = await fetch(`${server.url}/api/auth/signout`, { method: 'POST', headers: { cookie } });
    expect(signout.status).toBe(200);
    expect(signout.headers.get('cache-control')).toBe('no-store');
  });

  it('when public things are requested, then they keep their own caching, signed in or not', async () => {
    const cookie = await signIn(server);
    const asset = await fetch(`${server.url}/main.3f2a9c1b.js`, { headers: { cookie } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const demoImage = await fetch(`${server.url}/api/shopify/demo-images/ciao-hoodie.svg`, { headers: { cookie } });
    await demoImage.arrayBuffer();
    expect(demoImage.status).toBe(200);
    expect(demoImage.headers.get('cache-control')).toBe('public, max-age=86400');
    const page = await fetch(`${server.url}/referral`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
