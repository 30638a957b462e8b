/** Where the shell reports errors; the browser console until an error tracker is chosen. */
export function reportError(context: string, error: unknown, componentStack?: string): void {
  // eslint-disable-next-line no-console -- the one place errors are reported
  console.error(`[ciao] ${context}`, error, componentStack ?? '');
}
