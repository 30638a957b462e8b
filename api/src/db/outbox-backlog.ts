import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';

/** One outbox's rows due and not yet settled, and how long the oldest has been due (0: none). */
export type OutboxBacklog = { outbox: 'mail' | 'push'; due: number; oldestDueSeconds: number };

/** Both outboxes (db/outbox.ts: a row is due from next_attempt_at until settled), read at each scrape. */
const BACKLOG = `
  SELECT outbox, count(*)::int AS due,
    coalesce(extract(epoch FROM now() - min(next_attempt_at)), 0)::float AS "oldestDueSeconds"
  FROM (
    SELECT 'mail' AS outbox, next_attempt_at FROM mail_outbox WHERE settled_at IS NULL AND next_attempt_at <= now()
    UNION ALL
    SELECT 'push', next_attempt_at FROM push_outbox WHERE settled_at IS NULL AND next_attempt_at <= now()
  ) due
  GROUP BY outbox`;

export async function readOutboxBacklog(sequelize: Sequelize): Promise<OutboxBacklog[]> {
  const rows = await sequelize.query<OutboxBacklog>(BACKLOG, { type: QueryTypes.SELECT });
  return (['mail', 'push'] as const).map(
    (outbox) => rows.find((r) => r.outbox === outbox) ?? { outbox, due: 0, oldestDueSeconds: 0 },
  );
}
