import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlFor } from '../../src/components/front-ends/front-end-routes';
import { jsonOf, startTestServer, useTestServer } from '../support/test-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOST_INDEX = '<!doctype html><html><head><title>host</title></head><body></body></html>';
const isHostPage = (text: string) => text.startsWith('<!doctype html><html><head><title>host</title>');
const VENDOR = `/* ${'react '.repeat(2_000)} */`;
const UNCOMPRESSED = `/* ${'no twins '.repeat(2_000)} */`;

let webRoot: string;

async function put(relative: string, content: string | Buffer) {
  const file = path.join(webRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const remotesDocument = (entry: string) => JSON.stringify({ remotes: [{ name: 'mf_dashboard', entry }] });

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-web-root-'));
  await put('host/dist/index.html', HOST_INDEX);
  await put('host/dist/main.3f2a9c1b.js', 'console.log("host")');
  // As @ciao/build's precompress.cjs leaves a compressible file: Brotli and gzip twins beside it.
  await put('host/dist/vendor.0d1e2f3a.js', VENDOR);
  await put('host/dist/vendor.0d1e2f3a.js.br', brotliCompressSync(VENDOR));
  await put('host/dist/vendor.0d1e2f3a.js.gz', gzipSync(VENDOR));
  await put('host/dist/plain.0d1e2f3a.js', UNCOMPRESSED);
  await put('host/dist/sw.js', '// service worker');
  await put('host/dist/manifest.webmanifest', '{"name":"$CIAO MINING"}');
  await put('host/dist/remotes.json', remotesDocument('/remotes/mf-dashboard/mf-manifest.json'));
  await put('mf-dashboard/dist/mf-manifest.json', '{"name":"mf_dashboard"}');
  await put('mf-dashboard/dist/remoteEntry.js', '// entry');
  await put('mf-dashboard/dist/static/js/842.a1b2c3d4e5f60718.js', '// chunk');
});
const server = useTestServer({
  env: () => ({ WEB_ROOT: webRoot, REMOTES_FILE: path.join(webRoot, 'host', 'dist', 'remotes.json') }),
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describe('runtime remote document', () => {
  it('when /remotes.json is requested, then the file is served as JSON with no-cache', async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      remotes: [{ name: 'mf_dashboard', entry: '/remotes/mf-dashboard/mf-manifest.json' }],
    });
  });

  it('when the file is edited in place, then the next request serves the new content', async () => {
    await put('host/dist/remotes.json', remotesDocument('https://cdn.example.com/mf-dashboard/v2/mf-manifest.json'));
    const response = await fetch(`${server.url}/remotes.json`);
    expect((await jsonOf<{ remotes: { entry: string }[] }>(response)).remotes[0]?.entry).toBe(
      'https://cdn.example.com/mf-dashboard/v2/mf-manifest.json',
    );
  });
});

describe('static front-ends', () => {
  /** The answer as sent: Node's fetch would decode the body and hide the encoding. */
  function rawGet(file: string, acceptEncoding: string, method = 'GET') {
    return new Promise<{ response: { status: number; headers: Map<string, string> }; body: Buffer }>(
      (resolve, reject) => {
        const request = http.request(
          `${server.url}${file}`,
          { method, headers: { 'Accept-Encoding': acceptEncoding } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => {
              const headers = new Map(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
              resolve({ response: { status: answer.statusCode ?? 0, headers }, body: Buffer.concat(chunks) });
            });
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  it("when a browser accepts Brotli (listed after gzip, as Chrome does), then the build's Brotli twin is sent, typed, immutable, varying by encoding", async () => {
    const { response, body } = await rawGet('/vendor.0d1e2f3a.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(VENDOR);
  });

  it("when a browser accepts gzip only, then the build's gzip twin is sent", async () => {
    const { response, body } = await rawGet('/vendor.0d1e2f3a.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(body).toString()).toBe(VENDOR);
  });

  it('when a browser refuses Brotli or accepts no encoding, then the next best twin or the plain file is sent', async () => {
    const { response: noBrotli } = await rawGet('/vendor.0d1e2f3a.js', 'br;q=0, gzip');
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const { response, body } = await rawGet('/vendor.0d1e2f3a.js', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeUndefined();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(body.toString()).toBe(VENDOR);
  });

  it('when a HEAD asks for a file with twins, then it gets the headers of the twin and no body', async () => {
    const { response, body } = await rawGet('/vendor.0d1e2f3a.js', 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(brotliCompressSync(VENDOR).length);
    expect(body.length).toBe(0);
  });

  it('when a static file has no twins, then it is sent as it is, never compressed per request', async () => {
    const { response, body } = await rawGet('/plain.0d1e2f3a.js', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeUndefined();
    expect(body.toString()).toBe(UNCOMPRESSED);
  });

  it('when a twin is asked for by a path that leaves the folder, then 404', async () => {
    const { response } = await rawGet('/remotes/mf-dashboard/..%2F..%2Fhost/dist/vendor.0d1e2f3a.js', 'br');
    expect(response.status).toBe(404);
  });

  it('when / is requested, then the host index.html is served with no-cache', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(isHostPage(await response.text())).toBe(true);
  });

  it('when a client-side route is requested, then the host index.html answers (SPA fallback)', async () => {
    for (const route of ['/referral', '/tutorial/store-credits', '/anything/at/all']) {
      const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(isHostPage(await response.text())).toBe(true);
    }
  });

  it('when a content-hashed asset is requested, then it is cached as immutable', async () => {
    const host = await fetch(`${server.url}/main.3f2a9c1b.js`);
    expect(host.status).toBe(200);
    expect(host.headers.get('cache-control')).toBe(IMMUTABLE);
    const remote = await fetch(`${server.url}/remotes/mf-dashboard/static/js/842.a1b2c3d4e5f60718.js`);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it("when a remote's manifest, entry or the service worker is requested, then it is served with no-cache", async () => {
    for (const file of ['/remotes/mf-dashboard/mf-manifest.json', '/remotes/mf-dashboard/remoteEntry.js', '/sw.js']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('when the web app manifest and the service worker are requested, then they come with the types browsers require', async () => {
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  });

  it('when a file is missing, then 404 rather than the host page', async () => {
    for (const file of [
      '/remotes/mf-dashboard/static/js/gone.12345678.js',
      '/remotes/mf-unknown/mf-manifest.json',
      '/missing.js',
    ]) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(404);
    }
  });

  it('when a remote path tries to leave its folder, then 404', async () => {
    const response = await fetch(`${server.url}/remotes/..%2Fhost/dist/index.html`);
    expect(response.status).toBe(404);
  });

  it('when the front-ends are not built, then the API still works and pages answer 404', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'ciao-empty-root-'));
    const bare = await startTestServer({ env: { WEB_ROOT: empty } });
    try {
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${bare.url}/remotes.json`)).status).toBe(404);
      expect((await fetch(`${bare.url}/`)).status).toBe(404);
      expect((await fetch(`${bare.url}/referral`)).status).toBe(404);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe("the page's runtime document and first-screen hints", () => {
  const DASHBOARD_MANIFEST = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ assets: { js: { sync: ['301.aaaaaaaaaa.js'], async: [] } } }],
    exposes: [
      {
        name: 'DashboardScreen',
        assets: { js: { sync: ['301.aaaaaaaaaa.js', '__federation_expose_DashboardScreen.bbbbbbbbbb.js'] } },
      },
    ],
  };
  const ACCOUNT_MANIFEST = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    exposes: [{ name: 'AuthScreen', assets: { js: { sync: ['__federation_expose_AuthScreen.cccccccccc.js'] } } }],
  };
  const document = {
    remotes: [
      { name: 'mf_dashboard', entry: '/remotes/mf-dashboard/mf-manifest.json' },
      { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
    ],
  };

  beforeAll(async () => {
    await put('host/dist/remotes.json', JSON.stringify(document));
    await put('mf-dashboard/dist/mf-manifest.json', JSON.stringify(DASHBOARD_MANIFEST));
    await put('mf-account/dist/mf-manifest.json', JSON.stringify(ACCOUNT_MANIFEST));
  });

  const page = async (route: string, cookie?: string) =>
    (await fetch(`${server.url}${route}`, { headers: cookie ? { cookie } : {} })).text();
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]*href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);
  const runtimeDocumentIn = (html: string) => {
    const json = /<script type="application\/json" id="ciao-remotes">(.*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  it('when a page is served, then it carries the runtime document as it is now, inside its head', async () => {
    const html = await page('/referral');
    expect(runtimeDocumentIn(html)).toEqual(document);
    expect(html.indexOf('id="ciao-remotes"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('when no session cookie comes, then the page hints the sign-in screen: manifest, entry, and its own chunks', async () => {
    for (const route of ['/', '/auth', '/referral']) {
      expect(preloads(await page(route))).toEqual([
        'fetch /remotes/mf-account/mf-manifest.json',
        'script /remotes/mf-account/remoteEntry.js',
        'script /remotes/mf-account/__federation_expose_AuthScreen.cccccccccc.js',
      ]);
    }
  });

  it("when a session cookie comes, then the page hints its route's screen, without the shared libraries' chunks", async () => {
    expect(preloads(await page('/', 'ciao_session=anything'))).toEqual([
      'fetch /api/auth/session',
      'fetch /remotes/mf-dashboard/mf-manifest.json',
      'script /remotes/mf-dashboard/remoteEntry.js',
      'script /remotes/mf-dashboard/__federation_expose_DashboardScreen.bbbbbbbbbb.js',
    ]);
    expect(preloads(await page('/auth', 'ciao_session=anything'))[1]).toBe(
      'fetch /remotes/mf-account/mf-manifest.json',
    );
    expect(preloads(await page('/faq', 'ciao_session=anything'))).toEqual(['fetch /api/auth/session']);
  });

  it('when a session cookie comes, then the page reads the session at once, with credentials, as the app will (the app takes that answer)', async () => {
    for (const route of ['/', '/faq', '/auth']) {
      expect(await page(route, 'ciao_session=anything')).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/session">',
      );
      expect(await page(route)).not.toContain('/api/auth/session');
    }
  });

  it("when the screen starts shared libraries the host does not provide, then the page hints the remote's own copies of those only; without either list, none", async () => {
    const dashboard = {
      ...DASHBOARD_MANIFEST,
      shared: [
        { name: 'react', assets: { js: { sync: ['301.aaaaaaaaaa.js'], async: [] } } },
        {
          name: '@ciao/contracts/money',
          assets: { js: { sync: ['613.eeeeeeeeee.js', '989.ffffffffff.js'], async: [] } },
        },
        { name: '@ciao/ui/floating', assets: { js: { sync: ['392.gggggggggg.js'], async: [] } } },
      ],
    };
    const screens = () =>
      put(
        'mf-dashboard/dist/screen-shared.json',
        JSON.stringify({ DashboardScreen: ['@ciao/contracts/money', 'react'] }),
      );
    const host = () =>
      put(
        'host/dist/mf-manifest.json',
        JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['main.hhhhhhhhhh.js'] } } }] }),
      );
    const screenHints = async () => preloads(await page('/', 'ciao_session=anything')).slice(2);
    const own = [
      'script /remotes/mf-dashboard/remoteEntry.js',
      'script /remotes/mf-dashboard/__federation_expose_DashboardScreen.bbbbbbbbbb.js',
    ];
    try {
      await put('mf-dashboard/dist/mf-manifest.json', JSON.stringify(dashboard));
      await screens();
      await host();
      expect(await screenHints()).toEqual([
        ...own,
        'script /remotes/mf-dashboard/613.eeeeeeeeee.js',
        'script /remotes/mf-dashboard/989.ffffffffff.js',
      ]);

      await rm(path.join(webRoot, 'mf-dashboard/dist/screen-shared.json'));
      expect(await screenHints()).toEqual(own);
      await put('mf-dashboard/dist/screen-shared.json', '{"DashboardScreen": "@ciao/contracts/money"}');
      expect(await screenHints()).toEqual(own);

      await screens();
      await rm(path.join(webRoot, 'host/dist/mf-manifest.json'));
      expect(await screenHints()).toEqual(own);
      await put('host/dist/mf-manifest.json', 'not json');
      expect(await screenHints()).toEqual(own);
    } finally {
      await put('mf-dashboard/dist/mf-manifest.json', JSON.stringify(DASHBOARD_MANIFEST));
      await rm(path.join(webRoot, 'mf-dashboard/dist/screen-shared.json'), { force: true });
      await rm(path.join(webRoot, 'host/dist/mf-manifest.json'), { force: true });
    }
  });

  it('when a remote is redeployed, then the next page hints its new files without a restart', async () => {
    const redeployed = {
      ...ACCOUNT_MANIFEST,
      exposes: [{ name: 'AuthScreen', assets: { js: { sync: ['__federation_expose_AuthScreen.dddddddddd.js'] } } }],
    };
    await put('mf-account/dist/mf-manifest.json', JSON.stringify(redeployed, null, 1));
    expect(preloads(await page('/auth'))).toContain(
      'script /remotes/mf-account/__federation_expose_AuthScreen.dddddddddd.js',
    );
  });

  it('when a remote moves to another origin, then the page preconnects to it and hints its manifest only; the document is escaped for the page', async () => {
    const moved = {
      remotes: [{ name: 'mf_account', entry: 'https://cdn.example.com/mf-account/mf-manifest.json?</script>' }],
    };
    await put('host/dist/remotes.json', JSON.stringify(moved));
    const html = await page('/auth');
    expect(html).toContain('<link rel="preconnect" href="https://cdn.example.com">');
    expect(preloads(html)).toEqual(['fetch https://cdn.example.com/mf-account/mf-manifest.json?&lt;/script>']);
    expect(html).not.toContain('?</script>');
    expect(runtimeDocumentIn(html)).toEqual(moved);
    await put('host/dist/remotes.json', JSON.stringify(document));
  });
});

describe("the sign-in screen's first paint", () => {
  // As @ciao/build leaves it: main.js fetched first (PreloadBootstrapPlugin), the splash in the root.
  const MAIN = '<script defer fetchpriority="high" src="/main.3f2a9c1b.js"></script>';
  const SPLASH_PAGE = `<!doctype html><html><head><title>host</title><style nonce="CIAO_CSP_NONCE">.splash{}</style>${MAIN}</head><body><div id="root"><div class="splash"><p>Loading...</p></div></div></body></html>`;
  // As @ciao/build's FirstPaintPlugin writes it: the CSS under the nonce placeholder, then the inert markup.
  const PAINT =
    '<style nonce="CIAO_CSP_NONCE">.a{color:red}</style><div data-first-paint inert><main class="a">Sign in $1 $& $$</main></div>';
  // The invited paint (Register open), the code's slot where the code shows.
  const INVITED_PAINT =
    '<style nonce="CIAO_CSP_NONCE">.a{color:red}</style><div data-first-paint inert><main class="a"><p>Code CIAOINVITECODESLOT</p></main></div>';
  const document = { remotes: [{ name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' }] };
  const nonceOf = (html: string) => /<style nonce="([^"]+)"/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    await put('host/dist/index.html', SPLASH_PAGE);
    await put('host/dist/remotes.json', JSON.stringify(document));
    await put('mf-account/dist/mf-manifest.json', JSON.stringify({ name: 'mf_account' }));
    await put('mf-account/dist/first-paint/AuthScreen.html', PAINT);
    await put('mf-account/dist/first-paint/AuthScreenInvited.html', INVITED_PAINT);
  });
  afterAll(async () => {
    await put('host/dist/index.html', HOST_INDEX);
  });

  const page = (route: string, cookie?: string) =>
    fetch(`${server.url}${route}`, { headers: cookie ? { cookie } : {} });
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

  it("when /auth is asked for without a session cookie, then the page's root holds the first paint, its style under the page's nonce", async () => {
    const response = await page('/auth');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(rootOf(html)).toBe(PAINT.replace('CIAO_CSP_NONCE', nonce ?? ''));
    expect(html).not.toContain('CIAO_CSP_NONCE');
    // Painted from the HTML, the page needs main.js to make the screen live only: not first, and
    // async, in a task of its own rather than the parser's last.
    expect(html).toContain('<script async src="/main.3f2a9c1b.js"></script>');
    expect(html).not.toContain('<script defer');
  });

  it('when the browser prefers a language other than English, then /auth keeps its splash (the paint is English) and varies by the header', async () => {
    for (const [language, painted] of [
      ['it-IT,it;q=0.9,en;q=0.8', false],
      ['es', false],
      ['fr-FR,en;q=0.5', true],
      ['en-GB,it;q=0.5', true],
    ] as const) {
      const response = await fetch(`${server.url}/auth`, { headers: { 'accept-language': language } });
      const html = await response.text();
      expect(rootOf(html) !== '<div class="splash"><p>Loading...</p></div>').toBe(painted);
      expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    }
  });

  it('when a session cookie comes, or the route is not /auth, then the page keeps its splash, and main.js comes first', async () => {
    for (const [route, cookie] of [
      ['/auth', 'ciao_session=anything'],
      ['/', undefined],
      ['/referral', undefined],
    ] as const) {
      const html = await (await page(route, cookie)).text();
      expect(rootOf(html)).toBe('<div class="splash"><p>Loading...</p></div>');
      expect(html).toContain(MAIN);
    }
  });

  it("when an invite link (?ref=) is asked for without a session cookie, on /auth or on a route that shows the sign-in screen, then the page paints Register with the link's code", async () => {
    for (const route of [
      '/auth?ref=friend42',
      '/?ref=%20friend42%20',
      '/?utm=x&ref=friend42&ref=other',
      '/referral?ref=friend42',
    ]) {
      const html = await (await page(route)).text();
      expect(rootOf(html)).toBe(
        INVITED_PAINT.replace('CIAOINVITECODESLOT', 'FRIEND42').replace('CIAO_CSP_NONCE', nonceOf(html)),
      );
      expect(html).toContain('<script async src="/main.3f2a9c1b.js"></script>');
    }
    // The code is escaped, and capped as the Register form caps it.
    const hostile = await (await page(`/?ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(rootOf(hostile)).toContain('Code &lt;IMG SRC=X ONERROR=A</p>');
    expect(hostile).not.toContain('<IMG');
  });

  it('when the invite link has no code, comes with a session cookie, or its route is a page of the host, then no invited paint', async () => {
    expect(rootOf(await (await page('/auth?ref=%20')).text())).toContain('Sign in');
    for (const [route, cookie] of [
      ['/?ref=', undefined],
      ['/?ref=friend42', 'ciao_session=anything'],
      ['/auth?ref=friend42', 'ciao_session=anything'],
      ['/faq?ref=friend42', undefined],
    ] as const) {
      expect(rootOf(await (await page(route, cookie)).text())).toBe('<div class="splash"><p>Loading...</p></div>');
    }
  });

  it('when the remote was built without an invited paint, then an invite link keeps the splash rather than paint Login', async () => {
    await rm(path.join(webRoot, 'mf-account/dist/first-paint/AuthScreenInvited.html'));
    expect(rootOf(await (await page('/auth?ref=friend42')).text())).toBe('<div class="splash"><p>Loading...</p></div>');
    await put('mf-account/dist/first-paint/AuthScreenInvited.html', INVITED_PAINT);
  });

  it('when the remote is redeployed with a new first paint, or without one, then the next page shows what is there now', async () => {
    const redeployed = PAINT.replace('Sign in', 'Sign in, redeployed');
    await put('mf-account/dist/first-paint/AuthScreen.html', redeployed);
    expect(rootOf(await (await page('/auth')).text())).toContain('Sign in, redeployed');
    await rm(path.join(webRoot, 'mf-account/dist/first-paint'), { recursive: true });
    expect(rootOf(await (await page('/auth')).text())).toBe('<div class="splash"><p>Loading...</p></div>');
    await put('mf-account/dist/first-paint/AuthScreen.html', PAINT);
  });

  it('when the remote lives on another origin, then the page keeps its splash (the API reads no other server)', async () => {
    await put(
      'host/dist/remotes.json',
      JSON.stringify({
        remotes: [{ name: 'mf_account', entry: 'https://cdn.example.com/mf-account/mf-manifest.json' }],
      }),
    );
    expect(rootOf(await (await page('/auth')).text())).toBe('<div class="splash"><p>Loading...</p></div>');
    await put('host/dist/remotes.json', JSON.stringify(document));
  });
});

describe('cache rule', () => {
  it.each([
    ['main.3f2a9c1b.js', IMMUTABLE],
    ['842.a1b2c3d4e5f60718.css', IMMUTABLE],
    ['logo-0a1b2c3d4e.png', IMMUTABLE],
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['manifest.webmanifest', 'no-cache'],
    ['main.3f2a9c1b.js.map', 'no-cache'],
  ])('when the file is %s, then Cache-Control is %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
