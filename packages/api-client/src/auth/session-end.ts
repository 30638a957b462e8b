import { ERROR_CODES } from '@ciao/contracts/web';
import { errorCode, isApiError, serverMessage } from '../api-request';

/**
 * Why this device was signed out, when the API said so: a read answered 401 with the suspension's
 * message (docs/accounts.md, "Sessions"). Kept in the tab's sessionStorage until the sign-in screen
 * has shown it, across the move to /auth and a remote loading in between.
 */
const KEY = 'ciao.session-end';

/** Notes the reason a 401 carries, if it is one the sign-in screen explains. */
export function noteSessionEnd(error: unknown): void {
  const message = serverMessage(error);
  if (!isApiError(error, 401) || errorCode(error) !== ERROR_CODES.suspended || !message) return;
  try {
    sessionStorage.setItem(KEY, message); // in the page's language, as the API wrote it
  } catch {
    // Storage refused (a private mode): the sign-in form still says it at the next attempt.
  }
}

/** The noted reason, or null. */
export function sessionEndMessage(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Forgets the noted reason (the sign-in screen has shown it). */
export function clearSessionEnd(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
