import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIRST_ANSWERS_ELEMENT_ID } from '@ciao/contracts/screen-routes';
import { postJson, sendJson, signedInAccount, testClock, useTestServer } from '../support/test-server';

// A signed-in browser's page carries the answers to its first reads (docs/performance.md, "First
// answers"): each exactly what GET <path> answers that visitor, nobody else's.

const HOST_INDEX = '<!doctype html><html><head><title>host</title></head><body></body></html>';
const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-first-answers-'));
  await mkdir(path.join(webRoot, 'host', 'dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'host', 'dist', 'index.html'), HOST_INDEX);
});
const server = useTestServer({ clock: testClock(), env: () => ({ WEB_ROOT: webRoot }) });
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

async function pageOf(route: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${route}`, { headers });
  return { response, html: await response.text() };
}

/** The page's first answers by path; undefined when it has none. */
function answersIn(html: string): Record<string, unknown> | undefined {
  const json = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

const get = async (url: string, cookie: string) => {
  const response = await fetch(url, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("a signed-in page's first answers", () => {
  it("when a signed-in browser opens /, then the page answers the session and the dashboard's first reads exactly as the API would, and no cache keeps it", async () => {
    const ada = await signedInAccount(server, 'ada.first@example.com');
    expect(
      (
        await postJson(
          `${server.url}/api/user/${ada.id}/contracts`,
          { duration: 1, miningRate: '1' },
          { cookie: ada.cookie },
        )
      ).status,
    ).toBe(201);
    const { id: contractId } = (
      (await get(`${server.url}/api/user/${ada.id}/contracts/active`, ada.cookie)).body as { id: string }[]
    )[0]!;

    const { response, html } = await pageOf('/', { ...NAVIGATION, cookie: ada.cookie });
    const answers = answersIn(html);

    expect(Object.keys(answers ?? {})).toEqual([
      '/api/auth/session',
      `/api/user/${ada.id}/stats`,
      `/api/user/${ada.id}/contracts/active`,
      `/api/user/${ada.id}/contracts/history?limit=5`,
      `/api/user/${ada.id}/rewards/pending`,
      `/api/user/${ada.id}/claims/total`,
      `/api/user/${ada.id}/store-credit/eligibility`,
      '/api/price/ciao',
      `/api/contracts/${contractId}/progress`,
    ]);
    // Byte for byte: the page's answer is the text the route sends (same fields, same order).
    for (const [readPath, answer] of Object.entries(answers ?? {})) {
      const read = await fetch(`${server.url}${readPath}`, { headers: { cookie: ada.cookie } });
      expect({ readPath, status: read.status, text: await read.text() }).toEqual({
        readPath,
        status: 200,
        text: JSON.stringify(answer),
      });
    }
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The session is in the page: no preload of it.
    expect(html).not.toContain('rel="preload" as="fetch" crossorigin="use-credentials"');
    expect(html.indexOf(`id="${FIRST_ANSWERS_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</head>'));
  });

  it('when no contract runs, then there is no progress answer; on another screen, only the session', async () => {
    const bo = await signedInAccount(server, 'bo.first@example.com');
    const dashboard = Object.keys(answersIn((await pageOf('/', { ...NAVIGATION, cookie: bo.cookie })).html) ?? {});
    expect(dashboard).toHaveLength(8);
    expect(dashboard.some((readPath) => readPath.includes('/progress'))).toBe(false);
    expect(
      Object.keys(answersIn((await pageOf('/referral', { ...NAVIGATION, cookie: bo.cookie })).html) ?? {}),
    ).toEqual(['/api/auth/session']);
  });

  it("when two users open their pages, then each page holds only its own visitor's answers", async () => {
    const [cy, di] = [
      await signedInAccount(server, 'cy.first@example.com'),
      await signedInAccount(server, 'di.first@example.com'),
    ];
    for (const [visitor, other] of [
      [cy, di],
      [di, cy],
    ] as const) {
      const answers = answersIn((await pageOf('/', { ...NAVIGATION, cookie: visitor.cookie })).html) ?? {};
      expect((answers['/api/auth/session'] as { user: { id: string } }).user.id).toBe(visitor.id);
      expect(
        Object.keys(answers)
          .filter((readPath) => readPath.startsWith('/api/user/'))
          .every((readPath) => readPath.startsWith(`/api/user/${visitor.id}/`)),
      ).toBe(true);
      expect(JSON.stringify(answers)).not.toContain(other.id);
    }
  });

  it('when an answer holds markup (a nickname), then it cannot end the data block, and reads back unchanged', async () => {
    const eve = await signedInAccount(server, 'eve.first@example.com');
    const nickname = '</script><script>alert(1)</script><!--';
    expect(
      (
        await sendJson(
          'PATCH',
          `${server.url}/api/user/profile`,
          { nickname, profileImageUrl: '' },
          { cookie: eve.cookie },
        )
      ).status,
    ).toBe(200);
    const { html } = await pageOf('/', { ...NAVIGATION, cookie: eve.cookie });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect((answersIn(html)?.['/api/auth/session'] as { user: { nickname: string } }).user.nickname).toBe(nickname);
  });

  it("when the request is not a browser's navigation (the service worker's install, a script, a prefetch), then the page has no answers and keeps its cache rule", async () => {
    const fay = await signedInAccount(server, 'fay.first@example.com');
    for (const headers of [
      {},
      { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' },
      { 'Sec-Fetch-Dest': 'script' },
    ] as Record<string, string>[]) {
      const { response, html } = await pageOf('/', { ...headers, cookie: fay.cookie });
      expect(answersIn(html)).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/session">');
    }
  });

  it('when the cookie is no session (forged, signed out) or missing, then the page has no answers', async () => {
    const gil = await signedInAccount(server, 'gil.first@example.com');
    expect((await postJson(`${server.url}/api/auth/signout`, {}, { cookie: gil.cookie })).status).toBe(200);
    for (const cookie of [gil.cookie, 'ciao_session=forged', undefined]) {
      const { response, html } = await pageOf('/', { ...NAVIGATION, ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(200);
      expect(answersIn(html)).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe("a signed-in page's host scripts", () => {
  // As @ciao/build's SignedInStartPlugin writes it: the signed-in routes' scripts, then the store's
  // and the poll schedule's.
  const START = {
    first: ['/20.3b6743cdd2.js', '/973.a394a36f30.js'],
    later: ['/884.fd421759d5.js', '/960.bd34e41ada.js', '/246.40f9f00ab5.js'],
  };
  const startFile = () => path.join(webRoot, 'host', 'dist', 'signed-in-start.json');
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script"( fetchpriority="low")? href="(\/\d+\.[0-9a-f]+\.js)">/g)].map(
      (match) => ({ low: Boolean(match[1]), script: match[2] }),
    );
  afterEach(async () => {
    await rm(startFile(), { force: true });
  });

  it('when a signed-in browser opens a page, then the page preloads the signed-in routes beside main.js, and the scripts it asks for once its screen is up at low priority', async () => {
    await writeFile(startFile(), JSON.stringify(START));
    const hal = await signedInAccount(server, 'hal.first@example.com');
    for (const route of ['/', '/referral']) {
      expect(preloads((await pageOf(route, { ...NAVIGATION, cookie: hal.cookie })).html)).toEqual([
        ...START.first.map((script) => ({ low: false, script })),
        ...START.later.map((script) => ({ low: true, script })),
      ]);
    }
  });

  it('when the page has no answers (signed out, no session, not a navigation), then it preloads none of them', async () => {
    await writeFile(startFile(), JSON.stringify(START));
    const ivy = await signedInAccount(server, 'ivy.first@example.com');
    for (const headers of [NAVIGATION, { ...NAVIGATION, cookie: 'ciao_session=forged' }, { cookie: ivy.cookie }]) {
      for (const route of ['/', '/auth']) expect(preloads((await pageOf(route, headers)).html)).toEqual([]);
    }
  });

  it('when the list is missing or malformed (a list missing, or a script that is no path of this site), then the page goes out without it', async () => {
    const jo = await signedInAccount(server, 'jo.first@example.com');
    const malformed = [
      undefined,
      '{"first": [], "later": "/884.js"}',
      JSON.stringify({ later: START.later }),
      JSON.stringify({ first: ['https://elsewhere.example/x.js'], later: START.later }),
      JSON.stringify({ scripts: START.later }),
      'not json',
    ];
    for (const content of malformed) {
      if (content !== undefined) await writeFile(startFile(), content);
      const { response, html } = await pageOf('/', { ...NAVIGATION, cookie: jo.cookie });
      expect(response.status).toBe(200);
      expect(answersIn(html)).toBeDefined();
      expect(preloads(html)).toEqual([]);
    }
  });
});
