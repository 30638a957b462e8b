import { REFERRAL, teamBonusSchema } from '@ciao/contracts';
import type { ReferralReminder, TeamBonus, TeamMember, TeamProgress } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { maskedEmail } from '../users/masked-email';
import type { BonusCondition } from './referral-config';
import type { ReferralRepository, TeamKey, TeamRow } from './referral-repository';

export const TEAM_MESSAGES = {
  notOnTeam: 'This friend is not on your team',
  alreadyMining: 'This friend has already started mining',
  accountClosed: 'This friend can no longer be reminded',
  remindedThisWeek:
    'You already reminded this friend this week. You can send another reminder 7 days after the last one.',
} as const;

/** At most one reminder per invitee in this time (docs/referral.md, "Reminders"). */
const REMINDER_INTERVAL_MS = 7 * 86_400_000;
const DELETED_NAME = 'Deleted account';

/** The push component's router, as reminders use it: inside the reminder's transaction, by the invitee's own switches. */
export type ReminderNotifier = {
  notify(
    transaction: Transaction,
    notifications: { userId: string; event: { kind: 'referralReminder' } }[],
  ): Promise<void>;
};

export type ReferralTeam = ReturnType<typeof createReferralTeam>;

const progressOf = (row: TeamRow): TeamProgress =>
  row.completed ? 'completed' : row.started ? 'mining' : row.verified ? 'emailVerified' : 'joined';

function bonusOf(row: TeamRow): TeamBonus {
  if (row.bonus === 'paid' && row.rewardedAt)
    return {
      status: 'paid',
      paidAt: row.rewardedAt.toISOString(),
      amountUsd: REFERRAL.rewardUsd,
      amountCiao: row.bonusCiao,
    };
  const [status, reason] = row.bonus.split(':');
  return teamBonusSchema.parse({ status, reason });
}

/**
 * The referrer's team (docs/referral.md, "Your team"): each invitee by nickname or a masked e-mail,
 * how far they came and their bonus as the programme sees it; and the reminder a referrer may send
 * to an invitee who joined but never mined, once a week, by the invitee's own switches.
 */
export function createReferralTeam(deps: {
  transact: Transact;
  referrals: ReferralRepository;
  clock: Clock;
  rewardLimit: number;
  bonusCondition: BonusCondition;
  notifier: ReminderNotifier;
}) {
  const { transact, referrals, clock, rewardLimit, bonusCondition, notifier } = deps;
  const team = { condition: bonusCondition, rewardLimit };

  const remindable = (row: { closed: boolean; started: boolean; remindedAt: Date | null }, now: Date) =>
    !row.closed &&
    !row.started &&
    (row.remindedAt === null || now.getTime() - row.remindedAt.getTime() >= REMINDER_INTERVAL_MS);

  function memberOf(row: TeamRow, now: Date): TeamMember {
    return {
      memberId: row.memberId,
      name: row.deleted ? DELETED_NAME : row.nickname?.trim() || maskedEmail(row.email ?? ''),
      joinedAt: row.joinedAt.toISOString(),
      progress: progressOf(row),
      bonus: bonusOf(row),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      canRemind: remindable(row, now),
    };
  }

  return {
    /** One page of the team, newest first, and the whole team counted from the same rows. */
    async page(userId: string, page: { limit: number; after: TeamKey | undefined }) {
      const now = clock.now();
      const [rows, counts] = await Promise.all([
        referrals.teamPage(userId, { ...team, after: page.after, limit: page.limit + 1 }),
        referrals.teamCounts(userId, team),
      ]);
      const shown = rows.slice(0, page.limit);
      const last = shown.at(-1);
      return {
        counts,
        members: shown.map((row) => memberOf(row, now)),
        next: rows.length > page.limit && last ? { joinedAt: last.joinedAt, memberId: last.memberId } : null,
      };
    },

    /**
     * Reminds the invitee named `memberId` on the referrer's team to start mining: 404 when not on
     * it, 409 once they have mined, their account is closed, or a reminder went in the last 7
     * days. Reminders to one invitee take turns on the invitation's row; the notification is
     * routed in the same transaction (push and e-mail by the invitee's promotions switches).
     */
    async remind(userId: string, memberId: string): Promise<ReferralReminder> {
      return transact(async (transaction) => {
        const now = clock.now();
        const member = await referrals.lockMember(transaction, userId, memberId);
        if (!member) throw new AppError(404, TEAM_MESSAGES.notOnTeam);
        if (member.closed) throw new AppError(409, TEAM_MESSAGES.accountClosed);
        if (member.started) throw new AppError(409, TEAM_MESSAGES.alreadyMining);
        if (!remindable(member, now)) throw new AppError(409, TEAM_MESSAGES.remindedThisWeek);
        await referrals.insertReminder(transaction, {
          inviteeUserId: member.inviteeUserId,
          referrerUserId: userId,
          at: now,
        });
        await notifier.notify(transaction, [{ userId: member.inviteeUserId, event: { kind: 'referralReminder' } }]);
        return { remindedAt: now.toISOString() };
      });
    },
  };
}
