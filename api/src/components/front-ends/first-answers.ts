import type { Request } from 'express';
import type { SessionUser } from '@ciao/contracts';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_READS, SESSION_PATH } from '@ciao/contracts/screen-routes';
import type { ScreenRoute } from '@ciao/contracts/screen-routes';
import { readOf } from '../../http/polled-routes';
import type { ReadRoute } from '../../http/polled-routes';
import { sessionAnswerOf } from '../auth/auth-routes';

/** Answers by path, in the order they were asked. */
export type FirstAnswers = ReadonlyMap<string, unknown>;

/** How long the page waits for one of its first answers before it goes out without it. */
const ANSWER_TIMEOUT_MS = 1_000;

/**
 * The answers to a signed-in page's first reads (the session, and its screen's `FIRST_READS` for
 * `visitor`, the page request's session user), made while the page is made so that its first
 * screen does not wait for a round trip per read (docs/performance.md, "First answers"). Each is
 * made in process by the read its route answers with (`reads`: the polls' and the history's), for
 * the same user: the same answer `GET <path>` gives, without a request to this server. A read
 * that no route here makes, a refusal or a timeout is left for the screen to read itself.
 *
 * Asked only when `wantsFirstAnswers(req)`.
 */
export async function firstAnswersOf(
  reads: readonly ReadRoute[],
  screen: ScreenRoute | undefined,
  visitor: SessionUser,
): Promise<FirstAnswers> {
  const answers = new Map<string, unknown>([[SESSION_PATH, sessionAnswerOf(visitor)]]);
  const ask = async (paths: string[]) => {
    const answered = await Promise.all(paths.map((path) => answerOf(reads, path, visitor.id)));
    paths.forEach((path, i) => answered[i] !== undefined && answers.set(path, answered[i]));
  };
  const firstReads = screen && FIRST_READS[screen.screen];
  await ask(firstReads?.reads(visitor.id) ?? []);
  if (firstReads?.then) await ask(firstReads.then(answers, visitor.id));
  return answers;
}

/** The answer `GET path` gives `userId`, from the read of its route; undefined when none, refused or late. */
async function answerOf(reads: readonly ReadRoute[], path: string, userId: string): Promise<unknown> {
  const url = new URL(path, 'http://first-answers.invalid');
  const found = readOf(reads, url.pathname);
  // A per-user path of another user is refused by its route: the screen would read nothing here either.
  if (!found || (found.route.ownUser && found.params.userId !== userId)) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
  });
  try {
    // The page goes out without a late answer; the screen reads it as it would have anyway.
    return await Promise.race([found.route.read(userId, found.params, Object.fromEntries(url.searchParams)), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a page request gets first answers: only a browser's navigation to a page
 * (`Sec-Fetch-Dest: document`), never the service worker's copy of the page (made at install,
 * without answers), a script or a prefetch; for the others the session is not even read.
 */
export const wantsFirstAnswers = (req: Request): boolean => req.headers['sec-fetch-dest'] === 'document';

/** The answers as a JSON data block for the page (never executed: no nonce; `<` escaped so no text in an answer can end the element). */
export function firstAnswersElement(answers: FirstAnswers): string {
  if (answers.size === 0) return '';
  const json = JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
