import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/transactions';

type VisualReviewStatus = 'pending' | 'rendering' | 'done' | 'failed';
type StoryOutcome = 'unchanged' | 'changed' | 'new' | 'removed';
/** One story's outcome; `changedWidths`: the review widths whose pictures differ. */
export type StoryResult = { id: string; title: string; name: string; outcome: StoryOutcome; changedWidths: number[] };
export type VisualReviewRow = {
  remote: string;
  version: string;
  baselineVersion: string | null;
  status: VisualReviewStatus;
  results: StoryResult[] | null;
  error: string | null;
  decision: 'approved' | 'rejected' | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  requestedAt: Date;
  finishedAt: Date | null;
};

const COLUMNS = `remote, version, baseline_version AS "baselineVersion", status, results, error, decision,
  decided_by AS "decidedBy", decided_at AS "decidedAt", requested_at AS "requestedAt", finished_at AS "finishedAt"`;

/** A claimed review whose worker has been silent this long is claimed again (its instance stopped). */
const STALE_RENDERING = '15 minutes';

export type VisualReviewRepository = ReturnType<typeof createVisualReviewRepository>;

/** visual_reviews (migration 0046), owned by the releases component. */
export function createVisualReviewRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    /**
     * The releases whose review pictures are still of use: each remote's live and canary release
     * (the next review's baseline), every release published after the live one (its review shows
     * on the Releases screen) and the baseline each of those was compared with.
     */
    async picturesInUse(): Promise<{ remote: string; version: string }[]> {
      return sequelize.query<{ remote: string; version: string }>(
        `WITH shown AS (
           SELECT v.remote, v.version, v.baseline_version
           FROM visual_reviews v
           JOIN remote_releases r ON r.remote = v.remote AND r.version = v.version
           JOIN remote_rollouts o ON o.remote = v.remote
           JOIN remote_releases live ON live.remote = o.remote AND live.version = o.active_version
           WHERE r.published_at > live.published_at
         )
         SELECT remote, active_version AS version FROM remote_rollouts
         UNION SELECT remote, canary_version FROM remote_rollouts WHERE canary_version IS NOT NULL
         UNION SELECT remote, version FROM shown
         UNION SELECT remote, baseline_version FROM shown WHERE baseline_version IS NOT NULL`,
        { type: QueryTypes.SELECT },
      );
    },

    async request(
      transaction: Transaction,
      review: { remote: string; version: string; baselineVersion: string | null; at: Date },
    ): Promise<void> {
      await sequelize.query(
        `INSERT INTO visual_reviews (remote, version, baseline_version, requested_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        { bind: [review.remote, review.version, review.baselineVersion, review.at], transaction },
      );
    },

    /** The oldest waiting review, marked as rendering by this caller (two workers never take the same one). */
    async claimNext(at: Date): Promise<VisualReviewRow | undefined> {
      const rows = await sequelize.query<VisualReviewRow>(
        `UPDATE visual_reviews SET status = 'rendering', started_at = $1
         WHERE (remote, version) = (
           SELECT remote, version FROM visual_reviews
           WHERE status = 'pending' OR (status = 'rendering' AND started_at < $1::timestamptz - interval '${STALE_RENDERING}')
           ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        { bind: [at], type: QueryTypes.SELECT },
      );
      return rows[0];
    },

    async finish(
      remote: string,
      version: string,
      outcome: { results: StoryResult[] } | { error: string },
      at: Date,
    ): Promise<void> {
      await sequelize.query(
        `UPDATE visual_reviews SET status = $3, results = $4::jsonb, error = $5, finished_at = $6
         WHERE remote = $1 AND version = $2`,
        {
          bind: [
            remote,
            version,
            'results' in outcome ? 'done' : 'failed',
            'results' in outcome ? JSON.stringify(outcome.results) : null,
            'error' in outcome ? outcome.error : null,
            at,
          ],
        },
      );
    },

    async find(remote: string, version: string, transaction?: Transaction): Promise<VisualReviewRow | undefined> {
      const rows = await sequelize.query<VisualReviewRow>(
        `SELECT ${COLUMNS} FROM visual_reviews WHERE remote = $1 AND version = $2${transaction ? ' FOR UPDATE' : ''}`,
        { bind: [remote, version], type: QueryTypes.SELECT, transaction },
      );
      return rows[0];
    },

    /** Every review of a remote's releases, by version. */
    async ofRemote(remote: string): Promise<VisualReviewRow[]> {
      return sequelize.query<VisualReviewRow>(`SELECT ${COLUMNS} FROM visual_reviews WHERE remote = $1`, {
        bind: [remote],
        type: QueryTypes.SELECT,
      });
    },

    async decide(
      transaction: Transaction,
      decision: { remote: string; version: string; decision: 'approved' | 'rejected'; by: string; at: Date },
    ): Promise<void> {
      await sequelize.query(
        `UPDATE visual_reviews SET decision = $3, decided_by = $4, decided_at = $5 WHERE remote = $1 AND version = $2`,
        { bind: [decision.remote, decision.version, decision.decision, decision.by, decision.at], transaction },
      );
    },
  };
}
