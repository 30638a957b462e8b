import { Op, QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';
import { defineRateLimitCounterModel } from './rate-limit-counter-model';
import type { RateLimitCounterRecord } from './rate-limit-counter-model';

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/**
 * One atomic upsert per attempt: concurrent attempts on any API instance each get their own
 * count, and a window that has ended starts over at 1. Raw SQL: the conditional ON CONFLICT DO
 * UPDATE is the point, and the model's upsert cannot compute from the row it conflicts with.
 */
const COUNT_ATTEMPT = `
  INSERT INTO rate_limit_counters AS c (key, attempts, window_ends_at)
  VALUES ($1, 1, $3)
  ON CONFLICT (key) DO UPDATE SET
    attempts = CASE WHEN c.window_ends_at <= $2 THEN 1 ELSE c.attempts + 1 END,
    window_ends_at = CASE WHEN c.window_ends_at <= $2 THEN $3 ELSE c.window_ends_at END
  RETURNING attempts, window_ends_at AS "windowEndsAt"`;

export function createRateLimitRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  const RateLimitCounter = defineRateLimitCounterModel(sequelize);
  return {
    async countAttempt(
      key: string,
      now: Date,
      windowMs: number,
    ): Promise<Pick<RateLimitCounterRecord, 'attempts' | 'windowEndsAt'>> {
      const [row] = await sequelize.query<Pick<RateLimitCounterRecord, 'attempts' | 'windowEndsAt'>>(COUNT_ATTEMPT, {
        bind: [key, now, new Date(now.getTime() + windowMs)],
        type: QueryTypes.SELECT,
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    /** Gives back an attempt of the current window (attempts = attempts - 1, in SQL: concurrent refunds all count). */
    async refundAttempt(key: string, now: Date): Promise<void> {
      await RateLimitCounter.decrement('attempts', {
        where: { key, windowEndsAt: { [Op.gt]: now }, attempts: { [Op.gt]: 0 } },
      });
    },

    async deleteEndedWindows(now: Date): Promise<void> {
      await RateLimitCounter.destroy({ where: { windowEndsAt: { [Op.lte]: now } } });
    },
  };
}
