import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { isAdminRole } from '@ciao/contracts';
import type { Role } from '@ciao/contracts';
import { escapeHtml } from '../../http/escape-html';
import type { SessionUserResolver } from '../auth/session-user-middleware';
import type { StorybookAccess } from './storybook-config';

const STORYBOOK_PATH = '/storybook';

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
 * The static Storybook at /storybook/ (docs/storybook.md), for designers at a URL: as STORYBOOK_ACCESS
 * says (signed-in admins by default, the role read afresh as the admin routes do), under a policy of
 * its own, never kept by a shared cache.
 */
export function storybookRoutes({
  access,
  folder,
  resolveSessionUser,
  roles,
}: {
  access: Exclude<StorybookAccess, 'off'>;
  folder: string;
  resolveSessionUser: SessionUserResolver;
  roles: { currentRole(id: string): Promise<Role | null> };
}): Router {
  const files = express.static(folder, {
    cacheControl: false,
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'private, no-cache'),
  });

  async function admitted(req: Request, res: Response, next: NextFunction) {
    if (access === 'admins') {
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

  const router = Router();
  router.use(STORYBOOK_PATH, async function serveStorybook(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Storybook's files are named relative to its folder: /storybook must end in a slash.
    if (req.originalUrl === STORYBOOK_PATH) return res.redirect(301, `${STORYBOOK_PATH}/`);
    await admitted(req, res, (error?: unknown) => (error ? next(error) : files(req, res, next)));
  });
  return router;
}
