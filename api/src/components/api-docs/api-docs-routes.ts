import { createHash } from 'node:crypto';
import path from 'node:path';
import { apiReference } from '@scalar/express-api-reference';
import { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import { REPO_ROOT } from '../../repo-root';
import referenceBundle from './reference-bundle.json';

const OPENAPI_PATH = '/api/openapi.json';

/**
 * Scalar's reference page is its standalone bundle plus one inline script that starts it. The
 * bundle is the pinned npm package's, copied to api/assets/ at install and build
 * (scripts/api-docs-bundle.mjs) and served from here: nothing third-party runs on the origin.
 */
export const REFERENCE_BUNDLE_URL = `/api/docs/scalar-${referenceBundle.version}.js`;
const BUNDLE_FILE = path.join(REPO_ROOT, referenceBundle.copiedTo, `scalar-${referenceBundle.version}.js`);

/** Each on its exact path (app.ts), so the dashboard's polls under /api do not walk these routes. */
export const openApiDocumentApi = describeRoutes(OPENAPI_PATH, 'Reference', {
  'GET /': {
    summary: 'This document (OpenAPI 3.1)',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: {
      200: {
        description: 'The OpenAPI document',
        schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
      },
    },
  },
});
export const referencePageApi = describeRoutes('/api/docs', 'Reference', {
  'GET /': {
    summary: 'The interactive reference (Scalar)',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: { 200: { description: 'The page', mediaType: 'text/html' } },
  },
  [`GET /scalar-${referenceBundle.version}.js`]: {
    summary: "The reference page's script (Scalar's bundle, its version in the name)",
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'The script', mediaType: 'text/javascript' },
      404: 'Not installed here (npm install copies it)',
    },
  },
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The reference page's own policy, looser than the API's `default-src 'none'` and only on this
 * answer: scripts from this origin (the bundle) and the hash of the one inline script that starts
 * it (the page is the same for every request), Scalar's injected styles, the document and "Try
 * it" calls to this origin (docs/http-security.md).
 */
function docsPolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${inlineScripts(html).map(sha256).join(' ')}`,
    "style-src 'unsafe-inline'",
    // Scalar's fonts are on its own host: the page falls back to the system's.
    'font-src data:',
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Scalar's page for our configuration, rendered once: its middleware is how the package renders it, and the page never changes. */
function referencePage(): string {
  let html = '';
  const capture = { type: () => capture, send: (body: string) => (html = body) };
  apiReference({ url: OPENAPI_PATH, pageTitle: 'CIAO API', cdn: REFERENCE_BUNDLE_URL })(
    {} as never,
    capture as never,
    () => undefined,
  );
  return html;
}

/** GET /api/openapi.json. */
export function openApiDocumentRoutes(document: object): Router {
  const router = Router();
  const json = JSON.stringify(document);
  function sendDocument(_req: Request, res: Response) {
    res.set('Cache-Control', 'no-cache').type('application/json').send(json);
  }
  router.get('/', sendDocument);
  return router;
}

/** GET /api/docs and its script. */
export function referencePageRoutes(): Router {
  const router = Router();
  const page = referencePage();
  const policy = docsPolicy(page);
  function sendReferencePage(_req: Request, res: Response) {
    res.set({ 'Content-Security-Policy': policy, 'Cache-Control': 'no-cache' }).type('html').send(page);
  }
  router.get('/', sendReferencePage);
  function sendReferenceBundle(_req: Request, res: Response, next: NextFunction) {
    // The name carries the version: it never changes.
    res.sendFile(
      BUNDLE_FILE,
      { headers: { 'Content-Type': 'text/javascript; charset=utf-8' }, maxAge: '365d', immutable: true },
      (error?: Error & { code?: string }) => {
        if (error?.code === 'ENOENT')
          next(
            new AppError(
              404,
              'The reference bundle is not installed here: run npm install (or node scripts/api-docs-bundle.mjs)',
            ),
          );
        else if (error) next(error);
      },
    );
  }
  router.get(REFERENCE_BUNDLE_URL.slice(referencePageApi.path.length), sendReferenceBundle);
  return router;
}
