import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/transactions';
import type { ApprovalState, RemoteApproval } from './remote-approvals';

/** remote_approvals (migration 0045; model: release-model.ts), owned by the releases component. */
export function createRemoteApprovalRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    /** A new remote waits for an owner, once: later publishes change nothing. */
    async insertPending(transaction: Transaction, remote: string, by: string, at: Date): Promise<void> {
      await sequelize.query(
        `INSERT INTO remote_approvals (remote, state, requested_by, requested_at) VALUES ($1, 'pending', $2, $3)
         ON CONFLICT (remote) DO NOTHING`,
        { bind: [remote, by, at], transaction },
      );
    },

    /** Every new remote, waiting ones first, each with its newest release and what it declares. */
    list(): Promise<RemoteApproval[]> {
      return sequelize.query<RemoteApproval>(
        `SELECT p.remote, p.state, p.requested_by AS "requestedBy", p.requested_at AS "requestedAt",
           p.decided_by AS "decidedBy", p.decided_at AS "decidedAt", p.reason,
           n.version, n.base_url AS "baseUrl", n.declares, r.active_version AS "liveVersion"
         FROM remote_approvals p
         LEFT JOIN remote_rollouts r ON r.remote = p.remote
         LEFT JOIN LATERAL (
           SELECT version, base_url, declares FROM remote_releases
           WHERE remote = p.remote ORDER BY published_at DESC, version DESC LIMIT 1
         ) n ON true
         ORDER BY p.state <> 'pending', p.requested_at DESC`,
        { type: QueryTypes.SELECT },
      );
    },

    /** The remote's state, its row locked until `transaction` ends; undefined when it is not a new remote. */
    async lockState(transaction: Transaction, remote: string): Promise<ApprovalState | undefined> {
      const [current] = await sequelize.query<{ state: ApprovalState }>(
        'SELECT state FROM remote_approvals WHERE remote = $1 FOR UPDATE',
        { bind: [remote], type: QueryTypes.SELECT, transaction },
      );
      return current?.state;
    },

    async decide(
      transaction: Transaction,
      remote: string,
      decided: { state: ApprovalState; by: string; at: Date; reason: string | null },
    ): Promise<void> {
      await sequelize.query(
        'UPDATE remote_approvals SET state = $2, decided_by = $3, decided_at = $4, reason = $5 WHERE remote = $1',
        { bind: [remote, decided.state, decided.by, decided.at, decided.reason], transaction },
      );
    },
  };
}
