import { ConnectionError, TimeoutError, UniqueConstraintError } from 'sequelize';

/** PostgreSQL unreachable or not answering: an outage to wait out, not a bug (docs/performance.md,
 * "Fault behaviour"). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  // A connection that dies mid-query surfaces as a DatabaseError wrapping the driver's error.
  const code = (error as { parent?: { code?: unknown } } | null)?.parent?.code;
  return code === '57P01' || code === '57P02' || code === '57P03' || code === 'ECONNREFUSED' || code === 'ECONNRESET';
}

/** The unique constraint (or index) a write broke; undefined when the error is something else. */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  if (!(error instanceof UniqueConstraintError)) return undefined;
  return (error.parent as { constraint?: string } | undefined)?.constraint;
}
