import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/**
 * One atomic upsert per attempt: concurrent attempts on any API instance each get their own
 * count, and a window that has ended starts over at 1.
 */
const COUNT_ATTEMPT = `
  INSERT INTO rate_limit_counters AS c (key, attempts, window_ends_at)
  VALUES ($1, 1, $3)
  ON CONFLICT (key) DO UPDATE SET
    attempts = CASE WHEN c.window_ends_at <= $2 THEN 1 ELSE c.attempts + 1 END,
    window_ends_at = CASE WHEN c.window_ends_at <= $2 THEN $3 ELSE c.window_ends_at END
  RETURNING attempts, window_ends_at AS "windowEndsAt"`;

const REFUND_ATTEMPT = `
  UPDATE rate_limit_counters SET attempts = attempts - 1
  WHERE key = $1 AND window_ends_at > $2 AND attempts > 0`;

export function createRateLimitRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    async countAttempt(key: string, now: Date, windowMs: number): Promise<{ attempts: number; windowEndsAt: Date }> {
      const [row] = await sequelize.query<{ attempts: number; windowEndsAt: Date }>(COUNT_ATTEMPT, {
        bind: [key, now, new Date(now.getTime() + windowMs)],
        type: QueryTypes.SELECT,
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    async refundAttempt(key: string, now: Date): Promise<void> {
      await sequelize.query(REFUND_ATTEMPT, { bind: [key, now] });
    },

    async deleteEndedWindows(now: Date): Promise<void> {
      await sequelize.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= $1', { bind: [now] });
    },
  };
}
