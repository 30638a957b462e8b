import { safeParse } from 'zod/v4/core';
import { API_OPERATIONS } from '../../src/api-document';
import type { DescribedOperation } from '../../src/http/api-description';

/**
 * Holds the integration tests' answers to the API description (src/api-document.ts): an answer of
 * a described operation must have a described status, and its JSON body must match that status's
 * schema. Installed for every API test file by check-answers.ts; the document cannot drift from
 * what the API answers.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Express matching: case-insensitive, `:param` is one segment, a trailing slash allowed. */
const MATCHERS = API_OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(
    `^${operation.path
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('')}/?$`,
    'i',
  ),
}));

export function describedOperationOf(method: string, pathname: string): DescribedOperation | undefined {
  return MATCHERS.find(({ operation, pattern }) => operation.method === method.toUpperCase() && pattern.test(pathname))
    ?.operation;
}

/** Node's HTTP server answers these itself (URL or headers too large), before any route sees the request. */
const NOT_FROM_THE_APP = new Set([431]);

/**
 * Why an answer does not match its description; undefined when it does or the route is not
 * described (api-document.test.ts covers that). Call it before the body is read: a JSON body to
 * check is cloned at once.
 */
export function answerProblem(
  method: string,
  pathname: string,
  response: Response,
): Promise<string | undefined> | undefined {
  const operation = describedOperationOf(method, pathname);
  if (!operation || NOT_FROM_THE_APP.has(response.status)) return undefined;
  const answer = operation.allAnswers[response.status];
  const where = `${method.toUpperCase()} ${pathname} answered ${response.status}`;
  if (!answer)
    return Promise.resolve(
      `${where}, which ${operation.method} ${operation.path} does not describe (it describes ${Object.keys(operation.allAnswers).join(', ')})`,
    );
  const { schema } = answer;
  if (!schema) return undefined;
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('application/json'))
    return Promise.resolve(`${where} with ${contentType ?? 'no content type'}, not the described JSON`);
  const copy = response.clone();
  return (async () => {
    let json: unknown;
    try {
      json = await copy.json();
    } catch {
      return undefined; // a connection the test cut is not a drift
    }
    const parsed = safeParse(schema, json);
    return parsed.success
      ? undefined
      : `${where} with a body the description refuses: ${JSON.stringify(parsed.error.issues)} in ${JSON.stringify(json).slice(0, 300)}`;
  })();
}
