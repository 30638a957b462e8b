import type { Sequelize, Transaction } from 'sequelize';

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction was rolled back and may simply run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

const isRetryable = (error: unknown): boolean => {
  const code = (error as { parent?: { code?: unknown } } | null)?.parent?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
};

/**
 * `sequelize.transaction(work)`, run again (up to 4 times, after a short random pause) when
 * PostgreSQL rolled it back for a deadlock or a serialization failure. Locks are taken in a fixed
 * order so this is rare (docs/mining.md); the retry keeps a rare race from becoming a 500.
 */
async function retryingTransaction<T>(
  sequelize: Sequelize,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sequelize.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * The domain's handle on a transaction in progress: it passes it to repositories and listeners
 * and never opens or reads it (docs/architecture.md, "Layers").
 */
export type { Transaction };

/** A transaction as the domain asks for one, without Sequelize: `transact(work)` runs `work` in one. */
export type Transact = <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;

/** `transact` retried as above. */
export const transactOn =
  (sequelize: Sequelize): Transact =>
  (work) =>
    retryingTransaction(sequelize, work);

/** `transact` run once, for work whose conflicts are answered by the caller (e.g. ON CONFLICT). */
export const transactOnceOn =
  (sequelize: Sequelize): Transact =>
  (work) =>
    sequelize.transaction(work);
