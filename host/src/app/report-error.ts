import { trackError } from './error-tracker';

/** Where the shell reports errors: the browser console, and the error tracker when one is configured (error-tracker.ts). */
export function reportError(context: string, error: unknown, componentStack?: string): void {
  // eslint-disable-next-line no-console -- the one place errors are reported
  console.error(`[ciao] ${context}`, error, componentStack ?? '');
  trackError({ context, error, componentStack });
}
