import { FIRST_ANSWERS_ELEMENT_ID, FIRST_ANSWERS_MAX_AGE_MS } from '@ciao/contracts/screen-routes';
import { checkResponse, type ResponseName, type ResponseOf } from './response-check';

/** The page's first answers by path, read from the page on the first read; emptied as they are taken. */
let firstAnswers: Map<string, unknown> | undefined;

function readFirstAnswers(): Map<string, unknown> {
  // A worker (the poll worker) has no page.
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return new Map();
  // The visitor's data stays in the page no longer than needed.
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * The answer the page came with for `GET path` (the API writes a signed-in page's first reads into
 * it: api/src/components/front-ends/first-answers.ts), checked as its read checks an answer: the
 * initial data of the query that reads `path`, so that the screen's first render already shows it,
 * with no request and no render per answer (docs/performance.md, "First answers"). Each is taken
 * once, and only in the page's first seconds; otherwise undefined, and the query reads the API.
 */
export function firstAnswer<N extends ResponseName>(schema: N, path: string): ResponseOf<N> | undefined {
  firstAnswers ??= readFirstAnswers();
  if (!firstAnswers.has(path)) return undefined;
  const answer = firstAnswers.get(path);
  firstAnswers.delete(path);
  if (performance.now() > FIRST_ANSWERS_MAX_AGE_MS) {
    firstAnswers.clear();
    return undefined;
  }
  return checkResponse(schema, answer);
}

/** Tests: read the page again on the next read. */
export function forgetFirstAnswers(): void {
  firstAnswers = undefined;
}
