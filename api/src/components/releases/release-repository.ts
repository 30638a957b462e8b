import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/transactions';
import type { ReleaseDeclaration } from '@ciao/contracts';

/** One published version of a remote, as the registry keeps it. */
export type Release = {
  remote: string;
  version: string;
  /** Where its files are: `/remotes/<remote>/<version>/` in the release store, or a URL elsewhere. */
  baseUrl: string;
  manifest: unknown;
  contractVersion: string | null;
  publishedBy: string;
  publishedAt: Date;
  checks: string[];
  /** The screens and menu entries its `ciao-release.json` declares (docs/front-end.md, "Declared screens"). */
  declares?: ReleaseDeclaration | null;
};

/** What is live for a remote: its active version, and the canary with its share of visitors. */
export type Rollout = {
  remote: string;
  activeVersion: string;
  canaryVersion: string | null;
  canaryPercent: number | null;
  changedAt: Date;
};

/** One change of the registry, newest first in a history. */
export type HistoryEntry = {
  remote: string;
  action: string;
  version: string;
  previousVersion: string | null;
  percent: number | null;
  actor: string;
  at: Date;
};

const RELEASE_COLUMNS = `remote, version, base_url AS "baseUrl", manifest, contract_version AS "contractVersion",
  published_by AS "publishedBy", published_at AS "publishedAt", checks, failures, unverified_failures AS "unverifiedFailures", canary_pages AS "canaryPages", declares`;

/**
 * A release as stored, with the load failures pages served with it reported (`failures`), the
 * reports without a valid report token (`unverifiedFailures`), and the pages it was served on as a canary.
 */
export type StoredRelease = Release & { failures: number; unverifiedFailures: number; canaryPages: number };
const ROLLOUT_COLUMNS = `remote, active_version AS "activeVersion", canary_version AS "canaryVersion",
  canary_percent AS "canaryPercent", changed_at AS "changedAt"`;

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;

/** remote_releases, remote_rollouts and remote_release_history (migration 0034), owned by the releases component. */
export function createReleaseRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    async insertRelease(transaction: Transaction, release: Release): Promise<boolean> {
      const [, inserted] = await sequelize.query(
        `INSERT INTO remote_releases (remote, version, base_url, manifest, contract_version, published_by, published_at, checks, declares)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb, $9::jsonb) ON CONFLICT DO NOTHING`,
        {
          bind: [
            release.remote,
            release.version,
            release.baseUrl,
            JSON.stringify(release.manifest),
            release.contractVersion,
            release.publishedBy,
            release.publishedAt,
            JSON.stringify(release.checks),
            release.declares ? JSON.stringify(release.declares) : null,
          ],
          transaction,
          type: QueryTypes.INSERT,
        },
      );
      return inserted === 1;
    },

    async findRelease(remote: string, version: string, transaction?: Transaction): Promise<StoredRelease | undefined> {
      const [release] = await sequelize.query<StoredRelease>(
        `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`,
        { bind: [remote, version], type: QueryTypes.SELECT, transaction },
      );
      return release;
    },

    /** The releases of a remote, newest first. */
    async releasesOf(remote: string): Promise<StoredRelease[]> {
      return sequelize.query<StoredRelease>(
        `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 ORDER BY published_at DESC, version DESC`,
        { bind: [remote], type: QueryTypes.SELECT },
      );
    },

    /** Whether the registry is empty, holding the registry's lock until the transaction ends (one first registration). */
    async lockEmptyRegistry(transaction: Transaction): Promise<boolean> {
      await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('remote_releases'))", { transaction });
      const [row] = await sequelize.query<{ empty: boolean }>(
        'SELECT NOT EXISTS (SELECT 1 FROM remote_releases) AS empty',
        { type: QueryTypes.SELECT, transaction },
      );
      return row?.empty ?? false;
    },

    /** A remote's rollout, locked until the transaction ends (one change at a time per remote). */
    async lockRollout(transaction: Transaction, remote: string): Promise<Rollout | undefined> {
      const [rollout] = await sequelize.query<Rollout>(
        `SELECT ${ROLLOUT_COLUMNS} FROM remote_rollouts WHERE remote = $1 FOR UPDATE`,
        { bind: [remote], type: QueryTypes.SELECT, transaction },
      );
      return rollout;
    },

    async saveRollout(transaction: Transaction, rollout: Rollout): Promise<void> {
      await sequelize.query(
        `INSERT INTO remote_rollouts (remote, active_version, canary_version, canary_percent, changed_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (remote) DO UPDATE SET active_version = $2, canary_version = $3, canary_percent = $4, changed_at = $5`,
        {
          bind: [
            rollout.remote,
            rollout.activeVersion,
            rollout.canaryVersion,
            rollout.canaryPercent,
            rollout.changedAt,
          ],
          transaction,
        },
      );
    },

    /** The release served from `entry` (its base URL + mf-manifest.json). */
    async releaseServedFrom(entry: string): Promise<{ remote: string; version: string } | undefined> {
      const [release] = await sequelize.query<{ remote: string; version: string }>(
        `SELECT remote, version FROM remote_releases WHERE base_url || 'mf-manifest.json' = $1`,
        { bind: [entry], type: QueryTypes.SELECT },
      );
      return release;
    },

    /** A load failure reported by `page`, served with the release: counted once per page. */
    async countFailure(remote: string, version: string, page: string): Promise<void> {
      await sequelize.query(
        `WITH reported AS (
           INSERT INTO remote_failure_reports (remote, version, page) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1
         )
         UPDATE remote_releases SET failures = failures + 1
         WHERE remote = $1 AND version = $2 AND EXISTS (SELECT 1 FROM reported)`,
        { bind: [remote, version, page] },
      );
    },

    /** A load failure reported without a valid report token: kept apart, never counted by the canary watch. */
    async countUnverifiedFailure(remote: string, version: string): Promise<void> {
      await sequelize.query(
        'UPDATE remote_releases SET unverified_failures = unverified_failures + 1 WHERE remote = $1 AND version = $2',
        { bind: [remote, version] },
      );
    },

    async addCanaryPages(remote: string, version: string, pages: number): Promise<void> {
      await sequelize.query(
        'UPDATE remote_releases SET canary_pages = canary_pages + $3 WHERE remote = $1 AND version = $2',
        { bind: [remote, version, pages] },
      );
    },

    /** A release becomes a canary: its failures and pages count from now. */
    async resetCounts(transaction: Transaction, remote: string, version: string): Promise<void> {
      await sequelize.query(
        'UPDATE remote_releases SET failures = 0, unverified_failures = 0, canary_pages = 0 WHERE remote = $1 AND version = $2',
        { bind: [remote, version], transaction },
      );
      await sequelize.query('DELETE FROM remote_failure_reports WHERE remote = $1 AND version = $2', {
        bind: [remote, version],
        transaction,
      });
    },

    /** The running canaries with their counts. */
    async canaries(): Promise<{ remote: string; version: string; failures: number; canaryPages: number }[]> {
      return sequelize.query(
        `SELECT r.remote, r.version, r.failures, r.canary_pages AS "canaryPages"
         FROM remote_rollouts o JOIN remote_releases r ON r.remote = o.remote AND r.version = o.canary_version`,
        { type: QueryTypes.SELECT },
      );
    },

    /** What is live now, each remote with its active and canary releases' base URLs. */
    /**
     * What is live of each remote the host may show: a remote waiting for an owner's approval, or
     * refused or withdrawn (remote-approvals.ts), is left out, with the declarations of its releases.
     */
    async liveReleases(): Promise<
      (Rollout & {
        containerName: string;
        activeBaseUrl: string;
        canaryBaseUrl: string | null;
        activeDeclares: ReleaseDeclaration | null;
        canaryDeclares: ReleaseDeclaration | null;
      })[]
    > {
      return sequelize.query(
        `SELECT r.remote, r.active_version AS "activeVersion", r.canary_version AS "canaryVersion",
           r.canary_percent AS "canaryPercent", r.changed_at AS "changedAt",
           a.manifest->>'name' AS "containerName", a.base_url AS "activeBaseUrl", c.base_url AS "canaryBaseUrl",
           a.declares AS "activeDeclares", c.declares AS "canaryDeclares"
         FROM remote_rollouts r
         JOIN remote_releases a ON a.remote = r.remote AND a.version = r.active_version
         LEFT JOIN remote_releases c ON c.remote = r.remote AND c.version = r.canary_version
         LEFT JOIN remote_approvals p ON p.remote = r.remote
         WHERE p.state IS NULL OR p.state = 'approved'
         ORDER BY r.remote`,
        { type: QueryTypes.SELECT },
      );
    },

    /**
     * The paths the live and canary releases of each remote declare, approved or waiting for it
     * (refused and withdrawn remotes left out): what a new declaration may not clash with.
     */
    async declaredPaths(): Promise<{ remote: string; paths: string[] }[]> {
      return sequelize.query<{ remote: string; paths: string[] }>(
        `SELECT r.remote, coalesce(array_agg(s->>'path') FILTER (WHERE s IS NOT NULL), '{}') AS paths
         FROM remote_rollouts r
         JOIN remote_releases d ON d.remote = r.remote AND d.version IN (r.active_version, r.canary_version)
         LEFT JOIN remote_approvals p ON p.remote = r.remote
         LEFT JOIN LATERAL jsonb_array_elements(d.declares->'screens') s ON true
         WHERE p.state IS NULL OR p.state IN ('pending', 'approved')
         GROUP BY r.remote`,
        { type: QueryTypes.SELECT },
      );
    },

    /** Nothing of the remote is live any more (the rollback of a new remote's first release). */
    async deleteRollout(transaction: Transaction, remote: string): Promise<void> {
      await sequelize.query('DELETE FROM remote_rollouts WHERE remote = $1', { bind: [remote], transaction });
    },

    async rollouts(): Promise<Rollout[]> {
      return sequelize.query<Rollout>(`SELECT ${ROLLOUT_COLUMNS} FROM remote_rollouts ORDER BY remote`, {
        type: QueryTypes.SELECT,
      });
    },

    async appendHistory(transaction: Transaction, entry: HistoryEntry): Promise<void> {
      await sequelize.query(
        `INSERT INTO remote_release_history (remote, action, version, previous_version, percent, actor, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        {
          bind: [
            entry.remote,
            entry.action,
            entry.version,
            entry.previousVersion,
            entry.percent,
            entry.actor,
            entry.at,
          ],
          transaction,
        },
      );
    },

    /** A remote's history, newest first. */
    async historyOf(remote: string, limit: number, transaction?: Transaction): Promise<HistoryEntry[]> {
      return sequelize.query<HistoryEntry>(
        `SELECT remote, action, version, previous_version AS "previousVersion", percent, actor, at
         FROM remote_release_history WHERE remote = $1 ORDER BY id DESC LIMIT $2`,
        { bind: [remote, limit], type: QueryTypes.SELECT, transaction },
      );
    },
  };
}
