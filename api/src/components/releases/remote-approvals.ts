import type { ReleaseDeclaration } from '@ciao/contracts';
import { modulesTheHostLoads } from '@ciao/contracts/screen-routes';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { AuditTrail } from '../audit/audit-log';
import { createRemoteApprovalRepository } from './remote-approval-repository';
import type { ReleaseActor } from './releases';

/**
 * A new remote (docs/deploying.md, "A new remote"): a name the host does not load is shown to nobody
 * until an owner approves it, after seeing what it declares and where its files come from. An
 * approved remote can be withdrawn (its screens and menu entries leave every instance at once), a
 * waiting one refused, a refused or withdrawn one approved again. Each decision is audited.
 */
export type ApprovalState = 'pending' | 'approved' | 'refused' | 'withdrawn';
export type ApprovalDecision = 'approve' | 'refuse' | 'withdraw';

/** A remote the host's own routes do not load: its first publish asks an owner's approval. */
export const isNewRemote = (remote: string) => !modulesTheHostLoads().has(remote.replace(/-/g, '_'));

/** What an owner sees of a new remote before deciding. */
export type RemoteApproval = {
  remote: string;
  state: ApprovalState;
  requestedBy: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
  /** Its newest release: the version, where its files are served from, and what it declares. */
  version: string | null;
  baseUrl: string | null;
  declares: ReleaseDeclaration | null;
  /** The version live for everyone, if any. */
  liveVersion: string | null;
};

const DECISIONS: Record<
  ApprovalDecision,
  {
    from: readonly ApprovalState[];
    to: ApprovalState;
    audited: 'release.approved' | 'release.refused' | 'release.withdrawn';
  }
> = {
  approve: { from: ['pending', 'refused', 'withdrawn'], to: 'approved', audited: 'release.approved' },
  refuse: { from: ['pending'], to: 'refused', audited: 'release.refused' },
  withdraw: { from: ['approved'], to: 'withdrawn', audited: 'release.withdrawn' },
};

const DONE: Record<ApprovalState, string> = {
  pending: 'waits for an owner',
  approved: 'is approved',
  refused: 'is refused',
  withdrawn: 'is withdrawn',
};

export function createRemoteApprovals({
  database,
  transact,
  clock,
  auditTrail,
}: {
  database: Parameters<typeof createRemoteApprovalRepository>[0];
  transact: Transact;
  clock: Clock;
  auditTrail: AuditTrail;
}) {
  const repository = createRemoteApprovalRepository(database);
  return {
    /** At a new remote's first publish, in its transaction: it waits for an owner (once; later publishes change nothing). */
    async requestIn(transaction: Transaction, remote: string, by: string): Promise<void> {
      if (!isNewRemote(remote)) return;
      await repository.insertPending(transaction, remote, by, clock.now());
    },

    /** Every new remote, waiting ones first, each with its newest release and what it declares. */
    list: (): Promise<RemoteApproval[]> => repository.list(),

    /** An owner's (or the command line's) decision: refused with a 409 when the remote is not in a state it applies to. */
    async decide({
      remote,
      decision,
      actor,
    }: {
      remote: string;
      decision: ApprovalDecision;
      actor: ReleaseActor;
    }): Promise<{ remote: string; summary: string }> {
      const { from, to, audited } = DECISIONS[decision];
      return transact(async (transaction) => {
        const current = await repository.lockState(transaction, remote);
        if (!current) throw new AppError(404, `${remote} is not a new remote waiting for or given an approval`);
        if (!from.includes(current))
          throw new AppError(409, `${remote} ${DONE[current]}: it cannot be ${DONE[to].replace(/^is /, '')}`);
        await repository.decide(transaction, remote, {
          state: to,
          by: actor.by,
          at: clock.now(),
          reason: actor.audit?.reason ?? null,
        });
        if (actor.audit)
          await auditTrail.record(transaction, {
            actor: actor.audit.actor,
            action: audited,
            before: { remote, approval: current },
            after: { remote, approval: to },
            reason: actor.audit.reason ?? null,
          });
        return { remote, summary: `${remote}: ${current} -> ${to}` };
      });
    },
  };
}
export type RemoteApprovals = ReturnType<typeof createRemoteApprovals>;
