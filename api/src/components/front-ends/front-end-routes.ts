import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ERROR_REPORTING_META, inviteCodeOf } from '@ciao/contracts';
import { refuseMalformedPaths } from '../../http/error-handler';
import { requestLanguage } from '../../http/request-language';
import { CSP_NONCE_PLACEHOLDER, newCspNonce, pageNonceOf, setPagePolicy } from '../../http/security-headers';
import { servePrecompressed } from './precompressed-files';
import { likelyScreen, RUNTIME_DOCUMENT_ELEMENT_ID, SESSION_PATH, SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionUserResolver } from '../auth/session-user-middleware';
import type { ReadRoute } from '../../http/polled-routes';
import { firstAnswersElement, firstAnswersOf, wantsFirstAnswers } from './first-answers';
import type { FirstAnswers } from './first-answers';
import { createFirstScreenHints, createSignedInStartHints } from './first-screen-hints';
import { createFirstScreenPaints } from './first-screen-paint';
import { devRemotesRoute, DEV_REMOTES_PATH, withDevRemotes } from './dev-remotes';
import { createRuntimeDocument, runtimeDocumentOf } from './runtime-document';
import type { RuntimeDocument } from './runtime-document';
import type { LiveRemotes } from '../releases/live-remotes';
import { RELEASE_VERSION } from '../releases/release-store';
import { RELEASE_STORYBOOK } from '../releases/release-archive';
import { visitorKeyOf } from './visitor-key';
import type { FrontEndConfig } from './front-end-config';
import type { ReleasesConfig } from '../releases/releases-config';
import type { RunningEnvironment } from '../../env-values';
import type { ErrorReportingConfig } from '../../error-reporting';

/** Rspack's content hash in a file name, e.g. `main.3f2a9c1b.js`, `842.a1b2c3d4e5f60718.css`. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;
const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page that carries the visitor's own answers: kept by no cache, the service worker's included. */
const PERSONAL = 'private, no-store';
/** An answer chosen for its visitor (a canary's share), revalidated: kept by the browser only. */
const PERSONAL_REVALIDATE = 'private, no-cache';

/**
 * Hashed files never change under their name; everything else (index.html, mf-manifest.json,
 * remoteEntry.js, sw.js, manifest.webmanifest, icons) is revalidated so a redeploy shows at once.
 */
export function cacheControlFor(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}

/** A built folder: the build's Brotli or gzip twin of a file when the browser takes one, else the file. */
function serveFolder(root: string, cacheControl: (fileName: string) => string = cacheControlFor): RequestHandler {
  const precompressed = servePrecompressed(root, cacheControl);
  const plain = express.static(root, {
    cacheControl: false,
    // The page is never served as a plain file: it needs its nonce (see sendPage).
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(path.basename(filePath))),
  });
  return (req, res, next) =>
    Promise.resolve(precompressed(req, res, (error?: unknown) => (error ? next(error) : plain(req, res, next)))).catch(
      next,
    );
}

const notFound = (res: Response) => res.status(404).json({ message: 'Not found' });

/** A remote this server serves: `/remotes/mf-x/<file>` is `<webRoot>/mf-x/dist/<file>`. */
const SERVED_REMOTE_FILE = /^\/remotes\/([^/]+)\/([^?#]+)$/;

/** The runtime document as a JSON data block (never executed, so the policy needs no nonce for it). */
function runtimeDocumentElement(document: RuntimeDocument): string {
  return `<script type="application/json" id="${RUNTIME_DOCUMENT_ELEMENT_ID}">${document.json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The built front-ends on the API's origin (`npm start`): the host at `/`, each remote's dist at
 * `/remotes/mf-<x>/`, the runtime remote document at `/remotes.json`, and the host's index.html
 * for client-side routes. Folders are looked up per request: a missing build is a 404, not a crash.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The browser's error-reporting DSN for the host (loaded lazily there), and the origin its CSP must let it post to. */
function errorReportingOf(config: { errorReporting: ErrorReportingConfig }): { meta: string; origins: string[] } {
  const { browserDsn, environment } = config.errorReporting;
  if (!browserDsn) return { meta: '', origins: [] };
  return {
    meta: `<meta name="${ERROR_REPORTING_META}" content="${escapeAttribute(browserDsn)}" data-environment="${escapeAttribute(environment)}">`,
    origins: [new URL(browserDsn).origin],
  };
}

/**
 * `resolveSessionUser`: the page request's session user (`req.sessionUser`), whose page gets its
 * first answers; `reads`: the reads those answers are made with (first-answers.ts); `liveRemotes`:
 * the release registry's runtime document, unless REMOTES_FILE pins one.
 */
export function frontEndRoutes(
  config: FrontEndConfig & ReleasesConfig & RunningEnvironment & { errorReporting: ErrorReportingConfig },
  {
    resolveSessionUser,
    reads = [],
    liveRemotes,
  }: { resolveSessionUser?: SessionUserResolver; reads?: readonly ReadRoute[]; liveRemotes?: LiveRemotes } = {},
): Router {
  const router = Router();
  const hostDist = path.join(config.webRoot, 'host', 'dist');
  const hostPage = path.join(hostDist, 'index.html');
  const remoteFolders = new Map<string, RequestHandler>();
  const pinnedDocument = config.remotesFile ? createRuntimeDocument(config.remotesFile) : undefined;
  /** Whether an answer's runtime document was chosen for its visitor (a canary runs): kept by no shared cache. */
  const perVisitor = new WeakSet<Response>();
  /** The runtime document for this visitor: REMOTES_FILE's, or the registry's (a canary's share by a stable hash). */
  const runtimeDocument = async (req: Request, res: Response, page = false): Promise<RuntimeDocument | undefined> => {
    const document = await configuredDocument(req, res, page);
    if (!document) return undefined;
    const { document: withDev, changed } = withDevRemotes(document, req, config.trustedDevRemoteOrigins);
    if (changed) perVisitor.add(res);
    return withDev;
  };
  /** REMOTES_FILE's document, or the registry's (a canary's share by a stable hash). */
  const configuredDocument = async (req: Request, res: Response, page: boolean) => {
    if (pinnedDocument) return pinnedDocument.current();
    const visitor = async () => {
      perVisitor.add(res);
      return visitorKeyOf(req, res, config, visitorOf);
    };
    const live = await liveRemotes?.documentFor(visitor, { page });
    return live && runtimeDocumentOf(live);
  };
  /** A served path (`/remotes/mf-x/<file>` or `/remotes/mf-x/<version>/<file>`) as a file here. */
  const servedManifestFile = (entry: string) => {
    const [, folder = '', file = ''] = SERVED_REMOTE_FILE.exec(entry) ?? [];
    if (!REMOTE_FOLDER.test(folder) || file.split('/').includes('..')) return undefined;
    const [version = '', ...rest] = file.split('/');
    if (rest.length > 0 && RELEASE_VERSION.test(version)) {
      const stored = path.join(config.releasesDir, folder, version, ...rest);
      if (existsSync(stored)) return stored;
    }
    return path.join(config.webRoot, folder, 'dist', file);
  };
  const firstScreenHints = createFirstScreenHints(servedManifestFile, path.join(hostDist, 'mf-manifest.json'));
  const firstScreenPaints = createFirstScreenPaints(servedManifestFile);
  const signedInStartHints = createSignedInStartHints(path.join(hostDist, 'signed-in-start.json'));
  const errorReporting = errorReportingOf(config);

  // A path that does not decode is a 400 here, before a static lookup or the page fallback tries.
  router.use(refuseMalformedPaths);

  // The page's policy on everything served here (the page, and /sw.js, whose own fetches it
  // governs); the nonce only means something in the page. Remote origins as the runtime document
  // names them now (docs/http-security.md).
  async function setPolicyOfPage(req: Request, res: Response, next: NextFunction) {
    await setPagePolicy(res, {
      nonce: newCspNonce(),
      remoteOrigins: (await runtimeDocument(req, res))?.origins ?? [],
      reportOrigins: errorReporting.origins,
    });
    next();
  }
  router.use(setPolicyOfPage);

  // The page is rewritten per answer (its nonce), so it is compressed per answer; every other file
  // was compressed by the build (serveFolder). The polled API answers are tiny and never compressed.
  const compressPage = compression();

  // As it is now: REMOTES_FILE is read whenever it changed (an edit, no restart); the registry's
  // live set is announced by PostgreSQL.
  async function sendRemotesDocument(req: Request, res: Response) {
    const document = await runtimeDocument(req, res, true);
    if (!document) {
      notFound(res);
      return;
    }
    res
      .set('Cache-Control', perVisitor.has(res) ? PERSONAL_REVALIDATE : REVALIDATE)
      .type('application/json')
      .send(document.json);
  }
  router.get('/remotes.json', sendRemotesDocument);
  router.get(DEV_REMOTES_PATH, devRemotesRoute(config));

  function serveRemote(req: Request<{ remote: string }>, res: Response, next: NextFunction) {
    const remote = req.params.remote ?? '';
    if (!REMOTE_FOLDER.test(remote)) {
      notFound(res);
      return;
    }
    // A published release: `/remotes/mf-x/<version>/...` from the release store, immutable.
    const [, version = ''] = req.path.split('/');
    if (RELEASE_VERSION.test(version) && existsSync(path.join(config.releasesDir, remote, version))) {
      // A release's Storybook is served at /storybook/ only, to whom the owner allows (docs/storybook.md).
      if (req.path.startsWith(`/${version}/${RELEASE_STORYBOOK}/`)) return void notFound(res);
      const release = `${remote}/${version}`;
      let serveRelease = remoteFolders.get(release);
      if (!serveRelease) {
        serveRelease = serveFolder(path.join(config.releasesDir, remote, version), () => IMMUTABLE);
        remoteFolders.set(release, serveRelease);
      }
      req.url = req.url.slice(version.length + 1);
      serveRelease(req, res, (error?: unknown) => (error ? next(error) : notFound(res)));
      return;
    }
    let serve = remoteFolders.get(remote);
    if (!serve) {
      serve = serveFolder(path.join(config.webRoot, remote, 'dist'));
      remoteFolders.set(remote, serve);
    }
    // A missing remote file is a 404: the host's index.html in its place would break module loading.
    serve(req, res, (error?: unknown) => (error ? next(error) : notFound(res)));
  }
  router.use('/remotes/:remote', serveRemote);

  /** The page's signed-in visitor; none when the session cannot be read now (the page still goes out). */
  const visitorOf = async (req: Request) => {
    try {
      await resolveSessionUser?.(req);
      return req.sessionUser ?? null;
    } catch {
      return null;
    }
  };

  const SESSION_PRELOAD = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SESSION_PATH}">`;

  /**
   * The host page with this answer's nonce where the build left its placeholder, the runtime
   * document, and preload hints for the screen the page will most likely show (the sign-in screen
   * when no session cookie came), so the page's first screen does not wait for a chain of requests.
   * A signed-in visitor's page carries the answers to its first reads (the session, and its
   * screen's: first-answers.ts) and preloads the host's scripts it asks for once its screen is up
   * (signed-in-start.json), and is then kept by no cache; a session cookie whose session did not
   * answer gets a preload of the session read instead.
   * /auth without a session cookie also gets the sign-in screen's first paint in place of the
   * splash: that route shows the screen at once, without waiting for the session to be read. An
   * invite link (`?ref=CODE`) gets it on any route that shows the sign-in screen, Register open.
   */
  const sendPage = async (req: Request, res: Response) => {
    let page: string;
    try {
      page = await readFile(hostPage, 'utf8');
    } catch {
      notFound(res);
      return;
    }
    const document = await runtimeDocument(req, res, true);
    const signedOut = !readSessionToken(req, config);
    const screen = likelyScreen(req.path, signedOut);
    const visitor = signedOut || !wantsFirstAnswers(req) ? null : await visitorOf(req);
    const answers: FirstAnswers = visitor ? await firstAnswersOf(reads, screen, visitor) : new Map();
    // A session cookie without answers (not a navigation, or no longer a session): the session is
    // read at once, in parallel with the scripts; the app's own read (credentials included, so
    // `use-credentials`) takes this answer.
    let head =
      errorReporting.meta +
      (answers.size > 0
        ? firstAnswersElement(answers) + (await signedInStartHints())
        : signedOut
          ? ''
          : SESSION_PRELOAD);
    if (document) {
      head += runtimeDocumentElement(document) + (screen ? await firstScreenHints.tagsFor(document, screen) : '');
      // An invite link paints Register with its code wherever the sign-in screen shows (/auth, `/`...).
      const inviteCode = inviteCodeOf(new URLSearchParams(req.originalUrl.split('?')[1] ?? ''));
      if (signedOut && (req.path === SIGN_IN_SCREEN.path || (inviteCode && screen === SIGN_IN_SCREEN))) {
        // The paint is English, built with the screen: a browser preferring another language gets
        // the splash and the screen in its language (docs/front-end.md, "Languages").
        res.vary('Accept-Language');
        if (requestLanguage(req) === 'en') {
          page = await firstScreenPaints.into(page, document, SIGN_IN_SCREEN, inviteCode);
        }
      }
    }
    const html = page.replaceAll(CSP_NONCE_PLACEHOLDER, pageNonceOf(res)).replace('</head>', `${head}</head>`);
    res
      .set('Cache-Control', answers.size > 0 ? PERSONAL : perVisitor.has(res) ? PERSONAL_REVALIDATE : REVALIDATE)
      .type('html')
      .send(html);
  };

  router.get('/index.html', compressPage, sendPage);

  router.use(serveFolder(hostDist));

  // `/` and client-side routes (`/referral`, `/anything`): the host shows the page or its 404 screen.
  async function sendPageOrNotFound(req: Request, res: Response) {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '';
    if (!isPage) {
      notFound(res);
      return;
    }
    await sendPage(req, res);
  }
  router.use(compressPage, sendPageOrNotFound);

  return router;
}
