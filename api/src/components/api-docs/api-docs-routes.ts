import { createHash } from 'node:crypto';
import { apiReference } from '@scalar/express-api-reference';
import { Router } from 'express';
import { z } from 'zod';
import { describeRoutes } from '../../http/api-description';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Scalar's reference page is its bundle from jsDelivr plus one inline script that starts it; the
 * bundle is not a dependency of ours, so its version is pinned here.
 */
export const SCALAR_BUNDLE = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1';

/** Each on its exact path (app.ts), so the dashboard's polls under /api do not walk these routes. */
export const openApiDocumentApi = describeRoutes(OPENAPI_PATH, 'Reference', {
  'GET /': {
    summary: 'This document (OpenAPI 3.1)',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: { 200: { description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } },
  },
});
export const referencePageApi = describeRoutes('/api/docs', 'Reference', {
  'GET /': { summary: 'The interactive reference (Scalar)', access: 'public', usesDatabase: false, beforeOriginGuard: true, answers: { 200: { description: 'The page', mediaType: 'text/html' } } },
});

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The reference page's own policy, looser than the API's `default-src 'none'` and only on this
 * answer: the pinned bundle and the hash of the one inline script that starts it (the page is the
 * same for every request), Scalar's injected styles and fonts, the document and "Try it" calls to
 * this origin (docs/http-security.md).
 */
function docsPolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${SCALAR_BUNDLE} ${inlineScripts(html).map(sha256).join(' ')}`,
    "style-src 'unsafe-inline'",
    'font-src https://fonts.scalar.com data:',
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
  apiReference({ url: OPENAPI_PATH, pageTitle: 'CIAO API', cdn: SCALAR_BUNDLE })({} as never, capture as never, () => undefined);
  return html;
}

/** GET /api/openapi.json. */
export function openApiDocumentRoutes(document: object): Router {
  const router = Router();
  const json = JSON.stringify(document);
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(json);
  });
  return router;
}

/** GET /api/docs. */
export function referencePageRoutes(): Router {
  const router = Router();
  const page = referencePage();
  const policy = docsPolicy(page);
  router.get('/', (_req, res) => {
    res.set({ 'Content-Security-Policy': policy, 'Cache-Control': 'no-cache' }).type('html').send(page);
  });
  return router;
}
