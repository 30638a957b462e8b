import type { $ZodType } from 'zod/v4/core';
import { errorBodySchema } from '@ciao/contracts';

/**
 * The description of the API's routes, kept by each component next to its routes
 * (`<x>-routes.ts` exports `<x>Api`) and composed into one OpenAPI document (`api-document.ts`).
 * The standard refusals (401, 403, 400 for bad input, 413, 500, 503) follow from what an operation
 * declares, so a route lists only the answers of its own rules. Tests hold the description to the
 * router (`api/test/api-docs/api-document.test.ts`) and every answer the integration tests see to it.
 */

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call an operation. */
type Access =
  | 'public'
  /** The session cookie; 401 without it. */
  | 'signed-in'
  /** The session cookie of the user named by `:userId` (the per-user router); 401, 403. */
  | 'own-user'
  /** The session cookie of an admin role the table of rights allows (the role read fresh); 401, 403. */
  | 'admin'
  /** Shopify's HMAC of the raw body in `X-Shopify-Hmac-Sha256`. */
  | 'shopify-signature'
  /** A remote's deploy token in `Authorization: Bearer` (docs/deploying.md, "Publishing over HTTP"); 401, 403. */
  | 'deploy-token';

export type Answer = {
  description: string;
  /** The JSON body's schema (the house error body for 4xx and 5xx when absent). */
  schema?: $ZodType;
  /** Another media type than JSON (a page, a picture, a CSV file): described, not checked. */
  mediaType?: string;
  /** Response headers worth knowing: name -> meaning. */
  headers?: Record<string, string>;
};

export type Operation = {
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters as a zod object; unnamed ones are plain strings. */
  params?: $ZodType;
  query?: $ZodType;
  /** The JSON body the handler parses. */
  body?: $ZodType;
  /** false: no body, or `{}`, is fine too. */
  bodyRequired?: boolean;
  /** The answers of this operation's own rules: an answer, or an error's description (the house error body). */
  answers: Record<number, Answer | string>;
  /** false: answers without PostgreSQL (no 503). */
  usesDatabase?: boolean;
  /** Mounted before the origin guard and the JSON parser (health, this reference, Shopify's webhook). */
  beforeOriginGuard?: boolean;
  /** Answered whatever the load: admission control never refuses it (liveness, readiness). */
  alwaysAdmitted?: boolean;
};

/** A router's operations, keyed `METHOD /path` relative to where the router is mounted (Express syntax, `:param`). */
export type DescribedRoutes = {
  /** Where app.ts mounts the router (Express syntax). */
  path: string;
  /** The group the reference shows them under. */
  tag: string;
  operations: Record<string, Operation>;
};

const OPERATION_KEY = new RegExp(`^(${HTTP_METHODS.join('|')}) (/\\S*)$`);

/** One router's description; `path` is where it is mounted. */
export function describeRoutes(path: string, tag: string, operations: Record<string, Operation>): DescribedRoutes {
  for (const key of Object.keys(operations)) {
    if (!OPERATION_KEY.test(key)) throw new Error(`describeRoutes(${path}): "${key}" is not "METHOD /path"`);
  }
  return { path, tag, operations };
}

/** One operation with its full path (Express syntax) and every answer it can give. */
export type DescribedOperation = Operation & {
  method: HttpMethod;
  path: string;
  tag: string;
  allAnswers: Record<number, Answer>;
};

const joinPath = (mount: string, path: string) => (path === '/' ? mount : `${mount}${path}`).replace(/\/{2,}/g, '/');

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals every operation of its kind gives, from the shared HTTP plumbing (http/, auth, admin). */
function standardRefusals(method: HttpMethod, path: string, operation: Operation): [number, string][] {
  const refusals: [number, string][] = [];
  const hasParams = path.includes(':');
  // The JSON parser reads any JSON body sent, whether the route wants one or not.
  const parsesJson = !operation.beforeOriginGuard;
  const badInput = [
    operation.body || operation.query ? "'Invalid request' with a message per field" : '',
    parsesJson ? "'Malformed JSON body'" : '',
    hasParams ? "'Malformed URL'" : '',
  ];
  if (badInput.some(Boolean)) refusals.push([400, badInput.filter(Boolean).join('; ')]);
  if (operation.access === 'signed-in' || operation.access === 'own-user' || operation.access === 'admin')
    refusals.push([401, "'Not authenticated': no valid session"]);
  if (operation.access === 'own-user')
    refusals.push([403, "'You can only access your own account': `userId` is not the session user's"]);
  if (operation.access === 'admin')
    refusals.push([
      403,
      "'Admin access required': no admin role; 'Your admin role does not allow this': not in the route's row of the table of rights",
    ]);
  if (STATE_CHANGING.has(method) && !operation.beforeOriginGuard)
    refusals.push([403, "'Cross-origin request refused': from a foreign origin not in CORS_ORIGINS"]);
  if (parsesJson)
    refusals.push(
      [413, "'Request body too large' (over 100 KB)"],
      [415, 'Unsupported content encoding or charset of a JSON body'],
    );
  refusals.push([500, "'Internal server error': a bug, logged (and reported when error reporting is configured)"]);
  if (operation.usesDatabase !== false)
    refusals.push([503, 'PostgreSQL unreachable: try again after `Retry-After` seconds']);
  if (!operation.alwaysAdmitted)
    refusals.push([503, 'the instance is overloaded (http/admission.ts): try again after `Retry-After` seconds']);
  return refusals;
}

const RETRY_AFTER = { 'Retry-After': 'seconds to wait' };

/** Every answer of an operation: its own, then the standard refusals (descriptions of one status joined). */
function allAnswersOf(method: HttpMethod, path: string, operation: Operation): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  const add = (status: number, answer: Answer | string) => {
    const given = typeof answer === 'string' ? { description: answer } : answer;
    const found = answers[status];
    if (!found) {
      answers[status] =
        status >= 400 && !given.schema && !given.mediaType ? { schema: errorBodySchema, ...given } : given;
      return;
    }
    answers[status] = {
      ...found,
      description: `${found.description}; ${given.description}`,
      headers: { ...found.headers, ...given.headers },
    };
  };
  for (const [status, answer] of Object.entries(operation.answers)) add(Number(status), answer);
  for (const [status, description] of standardRefusals(method, path, operation)) {
    add(status, status === 503 ? { description, headers: RETRY_AFTER } : description);
  }
  return answers;
}

/** Every operation of the given routers, with full paths and all their answers. */
export function describedOperations(routes: readonly DescribedRoutes[]): DescribedOperation[] {
  return routes.flatMap(({ path: mount, tag, operations }) =>
    Object.entries(operations).map(([key, operation]) => {
      const [method, relative] = key.split(' ') as [HttpMethod, string];
      const path = joinPath(mount, relative);
      return { ...operation, method, path, tag, allAnswers: allAnswersOf(method, path, operation) };
    }),
  );
}

/** A rate-limited operation's 429. */
export const TOO_MANY_ATTEMPTS: Answer = {
  description: "'Too many attempts. Please try again in …'",
  headers: RETRY_AFTER,
};
