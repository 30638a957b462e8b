import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isAdminRole } from '@ciao/contracts';
import type { Role, StorybookAccess } from '@ciao/contracts';
import { escapeHtml } from '../../http/escape-html';
import type { SessionUserResolver } from '../auth/session-user-middleware';
import type { ReleaseStorybooks } from '../releases/release-storybooks';
import { remoteOfStory } from '../releases/remote-storybook';

const STORYBOOK_PATH = '/storybook';
/** Where the Storybooks of the remotes' releases are served: `/storybook/remotes/<remote>/<version>/`. */
const REMOTES = 'remotes';
/** What the static build's manager page says when it composes nothing. */
const EMPTY_REFS = "window['REFS'] = {};";

/**
 * Storybook's own policy, for its pages only (the app's pages keep theirs): its manager and preview
 * are this origin's static files with inline bootstrap scripts, and the manager frames the preview
 * (same origin only). Nothing else may frame it, and it sends nothing anywhere else.
 */
const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

export const STORYBOOK_TEXTS = {
  signIn: 'Storybook is for the programme’s admins: sign in with an admin account first.',
  notAdmin: 'Storybook is for the programme’s admins; this account has no admin role.',
  notBuilt: 'Storybook is not built here: run npm run build-storybook (npm test does), then reload.',
  noReleaseStorybook: 'No release of that name carries a Storybook.',
} as const;

const page = (res: Response, status: number, text: string, link?: { href: string; label: string }) =>
  res
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storybook · $CIAO MINING</title></head><body><main><h1>Storybook</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${link.href}">${escapeHtml(link.label)}</a></p>` : ''}</main></body></html>`,
    );

/**
 * The static Storybook at /storybook/ (docs/storybook.md), for designers at a URL: as an owner's
 * setting says, read afresh at every request (signed-in admins by default, the role read afresh as
 * the admin routes do; `off`: the app's own 404 page), under a policy of its own, never kept by a
 * shared cache.
 */
export function storybookRoutes({
  access,
  folder,
  resolveSessionUser,
  roles,
  releaseStorybooks,
}: {
  access(): Promise<StorybookAccess>;
  folder: string;
  resolveSessionUser: SessionUserResolver;
  roles: { currentRole(id: string): Promise<Role | null> };
  /** The Storybooks the remotes' releases carry: each remote's live one is composed in (Storybook's refs). */
  releaseStorybooks?: ReleaseStorybooks | undefined;
}): Router {
  const staticFolder = (root: string) =>
    express.static(root, {
      cacheControl: false,
      redirect: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'private, no-cache'),
    });
  const files = staticFolder(folder);
  const releaseFiles = new Map<string, RequestHandler>();

  /** Calls `next` when the visitor may open Storybook now; `off`: `pass` (the app's own 404 page). */
  async function admitted(req: Request, res: Response, pass: NextFunction, next: NextFunction) {
    const now = await access();
    if (now === 'off') return pass();
    if (now === 'admins') {
      await resolveSessionUser(req);
      const user = req.sessionUser;
      if (!user) return void page(res, 401, STORYBOOK_TEXTS.signIn, { href: '/auth', label: 'Sign in' });
      if (!isAdminRole(await roles.currentRole(user.id))) return void page(res, 403, STORYBOOK_TEXTS.notAdmin);
    }
    if (!existsSync(path.join(folder, 'index.html'))) return void page(res, 404, STORYBOOK_TEXTS.notBuilt);
    res.setHeader('Content-Security-Policy', STORYBOOK_POLICY);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  }

  /**
   * The manager's page with each remote's live release composed in: Storybook's `REFS` global, which
   * the static build leaves empty, names a ref per remote served from its release (same origin).
   */
  async function sendComposedPage(res: Response) {
    const live = (await releaseStorybooks?.live()) ?? [];
    const refs = Object.fromEntries(
      live.map(({ remote, version }) => [
        remote,
        { id: remote, title: `${remote} · live ${version}`, url: `${STORYBOOK_PATH}/${REMOTES}/${remote}/${version}` },
      ]),
    );
    const html = await readFile(path.join(folder, 'index.html'), 'utf8');
    res
      .type('html')
      .setHeader('Cache-Control', 'private, no-cache')
      .send(html.replace(EMPTY_REFS, `window['REFS'] = ${JSON.stringify(refs).replace(/</g, '\\u003c')};`));
  }

  /** The build's own stories, less those of every remote whose live release brings its own (no story twice). */
  async function sendOwnStories(res: Response) {
    const composed = new Set(((await releaseStorybooks?.live()) ?? []).map(({ remote }) => remote));
    const index = JSON.parse(await readFile(path.join(folder, 'index.json'), 'utf8')) as {
      entries: Record<string, { importPath?: string }>;
    };
    index.entries = Object.fromEntries(
      Object.entries(index.entries).filter(([, entry]) => !composed.has(remoteOfStory(entry.importPath) ?? '')),
    );
    res.setHeader('Cache-Control', 'private, no-cache').json(index);
  }

  /** /storybook/remotes/<remote>/<version>/...: the Storybook a release carries, from the release store. */
  async function serveReleaseStorybook(req: Request, res: Response, next: NextFunction) {
    const [, remote = '', version = ''] = req.path.split('/');
    const storybook = await releaseStorybooks?.of(remote, version);
    if (!storybook) return void page(res, 404, STORYBOOK_TEXTS.noReleaseStorybook);
    let serve = releaseFiles.get(storybook.folder);
    if (!serve) {
      serve = staticFolder(storybook.folder);
      releaseFiles.set(storybook.folder, serve);
    }
    req.url = req.url.slice(`/${remote}/${version}`.length) || '/';
    serve(req, res, next);
  }

  const router = Router();
  router.use(STORYBOOK_PATH, async function serveStorybook(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    await admitted(req, res, next, (error?: unknown) => {
      if (error) return next(error);
      // Storybook's files are named relative to its folder: /storybook must end in a slash.
      if (req.originalUrl === STORYBOOK_PATH) return res.redirect(301, `${STORYBOOK_PATH}/`);
      if (req.path === '/' || req.path === '/index.html') return void sendComposedPage(res).catch(next);
      if (req.path === '/index.json') return void sendOwnStories(res).catch(next);
      if (req.path.startsWith(`/${REMOTES}/`)) {
        req.url = req.url.slice(REMOTES.length + 1);
        return void serveReleaseStorybook(req, res, next).catch(next);
      }
      files(req, res, next);
    });
  });
  return router;
}
