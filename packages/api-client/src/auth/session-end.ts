import { ACCOUNT_MESSAGES } from '@ciao/contracts/web';
import { isApiError, messageOr } from '../api-request';

/**
 * Why this device was signed out, when the API said so: a read answered 401 with the suspension's
 * message (docs/accounts.md, "Sessions"). Kept in the tab's sessionStorage until the sign-in screen
 * has shown it, across the move to /auth and a remote loading in between.
 */
const KEY = 'ciao.session-end';

/** Notes the reason a 401 carries, if it is one the sign-in screen explains. */
export function noteSessionEnd(error: unknown): void {
  if (!isApiError(error, 401) || messageOr(error, '') !== ACCOUNT_MESSAGES.suspended) return;
  try {
    sessionStorage.setItem(KEY, ACCOUNT_MESSAGES.suspended);
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
