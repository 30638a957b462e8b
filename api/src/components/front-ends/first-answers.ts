import http from 'node:http';
import type { Request } from 'express';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_READS, SESSION_PATH } from '@ciao/contracts/screen-routes';
import type { ScreenRoute } from '@ciao/contracts/screen-routes';
import { REQUEST_ID_HEADER } from '../../http/request-log';

/** Answers by path, in the order they were asked. */
export type FirstAnswers = ReadonlyMap<string, unknown>;

/** How long the page waits for one of its first answers before it goes out without it. */
const ANSWER_TIMEOUT_MS = 1_000;

/** Connections to this server kept open between pages (idle ones hold no process alive). */
const toThisServer = new http.Agent({ keepAlive: true });

/**
 * The answers to a signed-in page's first reads (the session, and its screen's `FIRST_READS` for
 * `userId`, the page request's session user), asked while the page is made so that its first
 * screen does not wait for a round trip per read (docs/performance.md, "First answers"). Each is
 * this server's own answer to `GET <path>`, asked over HTTP on the address and port
 * the page request came in on, with the page's cookie and request id: the same session, guards,
 * caches and shapes as the request the screen would send, so nothing here knows how an answer is
 * made. Only a 200 JSON answer is kept; anything else (a refusal, a timeout) is left for the screen
 * to read itself.
 *
 * Asked only when `wantsFirstAnswers(req)`.
 */
export async function firstAnswersOf(
  req: Request,
  screen: ScreenRoute | undefined,
  userId: string,
): Promise<FirstAnswers> {
  const answers = new Map<string, unknown>();
  const headers = {
    cookie: req.headers.cookie ?? '',
    [REQUEST_ID_HEADER]: String(req.res?.getHeader(REQUEST_ID_HEADER) ?? ''),
  };
  const ask = async (paths: string[]) => {
    const answered = await Promise.all(paths.map((path) => answerOf(req, path, headers)));
    paths.forEach((path, i) => answered[i] !== undefined && answers.set(path, answered[i]));
  };
  const reads = screen && FIRST_READS[screen.screen];
  await ask([SESSION_PATH, ...(reads?.reads(userId) ?? [])]);
  if (!answers.has(SESSION_PATH)) return new Map();
  if (reads?.then) await ask(reads.then(answers, userId));
  return answers;
}

/**
 * Whether a page request gets first answers: only a browser's navigation to a page
 * (`Sec-Fetch-Dest: document`), never the service worker's copy of the page (made at install,
 * without answers), a script or a prefetch; for the others the session is not even read.
 */
export const wantsFirstAnswers = (req: Request): boolean => req.headers['sec-fetch-dest'] === 'document';

/** This server's 200 JSON answer to `GET path`, on the socket address the page came in on, or undefined. */
function answerOf(page: Request, path: string, headers: Record<string, string>): Promise<unknown> {
  const { localAddress = '127.0.0.1', localPort } = page.socket;
  return new Promise((resolve) => {
    const request = http.get(
      { host: localAddress, port: localPort, path, headers, agent: toThisServer, timeout: ANSWER_TIMEOUT_MS },
      (response) => {
        if (response.statusCode !== 200 || !response.headers['content-type']?.startsWith('application/json')) {
          response.resume();
          resolve(undefined);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve(undefined));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(undefined);
          }
        });
      },
    );
    // The page goes out without this answer; the screen reads it as it would have anyway.
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

/** The answers as a JSON data block for the page (never executed: no nonce; `<` escaped so no text in an answer can end the element). */
export function firstAnswersElement(answers: FirstAnswers): string {
  if (answers.size === 0) return '';
  const json = JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
