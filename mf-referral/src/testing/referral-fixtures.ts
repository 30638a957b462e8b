// Data for the referral screen's tests and stories.
import type { ReferralStats, TeamCounts, TeamMember } from '@ciao/contracts';

/** A user's referral stats: nobody invited yet unless `overrides` says otherwise; 50 rewarded referrals at most. */
export function referralStats(overrides: Partial<ReferralStats> = {}): ReferralStats {
  return {
    totalReferrals: 0,
    completedReferrals: 0,
    pendingRewards: '0',
    paidReferrals: 0,
    rewardLimit: 50,
    ...overrides,
  };
}

/** One invitee on the team: joined today, never mined, bonus waiting for the first mining, remindable. */
export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    memberId: '6f1c1e0a-3b7d-4c55-9a0e-2d8f4b1c7a01',
    name: 'b•••@e•••.com',
    joinedAt: '2026-11-20T09:30:00.000Z',
    progress: 'joined',
    bonus: { status: 'pending', reason: 'firstMining' },
    remindedAt: null,
    canRemind: true,
    ...overrides,
  };
}

let memberNumber = 0;
const nextMemberId = () => `6f1c1e0a-3b7d-4c55-9a0e-${String((memberNumber += 1)).padStart(12, '0')}`;

/** A team with every state the programme shows, newest first. */
export function teamOfEveryState(): TeamMember[] {
  const member = (overrides: Partial<TeamMember>) => teamMember({ memberId: nextMemberId(), ...overrides });
  return [
    member({ name: 'Danny', progress: 'mining', canRemind: false, joinedAt: '2026-11-27T10:00:00.000Z' }),
    member({ name: 'c•••@g•••.com', progress: 'emailVerified', joinedAt: '2026-11-26T10:00:00.000Z' }),
    member({
      name: 'Evelyn the very long nickname of a friend',
      progress: 'completed',
      canRemind: false,
      joinedAt: '2026-11-25T10:00:00.000Z',
      bonus: { status: 'paid', paidAt: '2026-11-25T11:05:00.000Z', amountUsd: '5', amountCiao: '1250000.5' },
    }),
    member({
      name: 'h•••@e•••.org',
      progress: 'completed',
      canRemind: false,
      joinedAt: '2026-11-24T10:00:00.000Z',
      bonus: { status: 'pending', reason: 'dailyCap' },
    }),
    member({ joinedAt: '2026-11-23T10:00:00.000Z', bonus: { status: 'pending', reason: 'rewardLimit' } }),
    member({
      name: 'f•••@e•••.com',
      joinedAt: '2026-11-22T10:00:00.000Z',
      bonus: { status: 'notEligible', reason: 'sameAddress' },
    }),
    member({
      name: 'Gus',
      progress: 'completed',
      canRemind: false,
      joinedAt: '2026-11-21T10:00:00.000Z',
      bonus: { status: 'notEligible', reason: 'rewardLimit' },
    }),
    member({
      name: 'Deleted account',
      canRemind: false,
      joinedAt: '2026-11-20T10:00:00.000Z',
      bonus: { status: 'notEligible', reason: 'accountClosed' },
    }),
    member({
      name: 'k•••@m•••.net',
      remindedAt: '2026-11-26T08:00:00.000Z',
      canRemind: false,
      joinedAt: '2026-11-19T10:00:00.000Z',
    }),
  ];
}

/** The counts of `members` as the API gives them for the whole team. */
export function teamCounts(members: TeamMember[]): TeamCounts {
  return {
    total: members.length,
    mining: members.filter((m) => m.progress === 'mining' || m.progress === 'completed').length,
    completed: members.filter((m) => m.progress === 'completed').length,
    paid: members.filter((m) => m.bonus.status === 'paid').length,
    pending: members.filter((m) => m.bonus.status === 'pending').length,
    notEligible: members.filter((m) => m.bonus.status === 'notEligible').length,
  };
}
