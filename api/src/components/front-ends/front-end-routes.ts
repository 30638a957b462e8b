import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../../config';

/** Rspack's content hash in a file name, e.g. `main.3f2a9c1b.js`, `842.a1b2c3d4e5f60718.css`. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;
const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Hashed files never change under their name; everything else (index.html, mf-manifest.json,
 * remoteEntry.js, sw.js, manifest.webmanifest, icons) is revalidated so a redeploy shows at once.
 */
export function cacheControlFor(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}

const serveFolder = (root: string) =>
  express.static(root, {
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath))),
  });

const notFound = (res: Response) => res.status(404).json({ message: 'Not found' });

/**
 * The built front-ends on the API's origin (`npm start`): the host at `/`, each remote's dist at
 * `/remotes/mf-<x>/`, the runtime remote document at `/remotes.json`, and the host's index.html
 * for client-side routes. Folders are looked up per request: a missing build is a 404, not a crash.
 */
export function frontEndRoutes(config: Pick<Config, 'webRoot' | 'remotesFile'>): Router {
  const router = Router();
  const hostDist = path.join(config.webRoot, 'host', 'dist');
  const remoteFolders = new Map<string, RequestHandler>();

  // The first load is about 1 MB of JavaScript before compression (a third of it gzipped); phones
  // feel that. Only the front-end files are compressed here: the polled API answers are tiny.
  router.use(compression());

  // Read on every request: moving a remote is an edit of this file, no restart.
  router.get('/remotes.json', async (_req, res) => {
    let document: Buffer;
    try {
      document = await readFile(config.remotesFile);
    } catch {
      notFound(res);
      return;
    }
    res.set('Cache-Control', REVALIDATE).type('application/json').send(document);
  });

  router.use('/remotes/:remote', (req, res, next) => {
    const remote = req.params.remote ?? '';
    if (!REMOTE_FOLDER.test(remote)) {
      notFound(res);
      return;
    }
    let serve = remoteFolders.get(remote);
    if (!serve) {
      serve = serveFolder(path.join(config.webRoot, remote, 'dist'));
      remoteFolders.set(remote, serve);
    }
    // A missing remote file is a 404: the host's index.html in its place would break module loading.
    serve(req, res, (error?: unknown) => (error ? next(error) : notFound(res)));
  });

  router.use(serveFolder(hostDist));

  // Client-side routes (`/referral`, `/anything`): the host shows the page or its 404 screen.
  router.use((req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '';
    if (!isPage) {
      notFound(res);
      return;
    }
    res.sendFile(path.join(hostDist, 'index.html'), { headers: { 'Cache-Control': REVALIDATE } }, (error) => {
      if (!error) return;
      if (res.headersSent) next(error);
      else notFound(res);
    });
  });

  return router;
}
