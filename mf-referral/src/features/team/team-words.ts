import type { TeamBonus, TeamCounts, TeamProgress } from '@ciao/contracts';
import { formatCiao, formatUsd } from '@ciao/contracts/money';
import { PROGRAMME_WORDS } from '../../components/programme-words';

/** The texts of "Your team" (docs/referral.md, "Your team"); tests and stories read them from here. */
export const TEAM_TEXTS = {
  title: 'Your team',
  description: 'Friends who joined with your code, newest first.',
  loading: 'Loading your team',
  failed: 'Unable to load your team.',
  moreFailed: 'More of your team could not be loaded.',
  emptyTitle: 'No friends yet',
  emptyDescription: 'Share your code: friends who join with it appear here, with how far they have come.',
  remind: 'Send a reminder',
  reminded: 'Reminder sent',
  remindedDescription: 'We reminded your friend to start mining. You can remind them again in 7 days.',
  remindFailed: 'Unable to send the reminder',
} as const;

export const PROGRESS_WORDS: Record<TeamProgress, string> = {
  joined: 'Joined',
  emailVerified: 'E-mail verified',
  mining: 'Mining',
  completed: 'First mining completed',
};

const PENDING_WORDS = {
  firstMining: 'Bonus pending: waiting for their first completed mining',
  dailyCap: "Bonus pending: today's programme payouts are full, so it is paid on a later day",
  rewardLimit:
    'Bonus pending: fewer places are left within your reward limit than friends waiting; the first to complete their mining are paid',
} as const;

const NOT_ELIGIBLE_WORDS = {
  sameAddress: `Not eligible: ${PROGRAMME_WORDS.sameAddress}`,
  rewardLimit: `Not eligible: ${PROGRAMME_WORDS.rewardLimitReached}`,
  accountClosed: 'Not eligible: this account was closed',
} as const;

let dayFormat: Intl.DateTimeFormat | undefined;
/** "29 Nov 2026" in the reader's locale. */
export function formatDay(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dayFormat.format(new Date(iso));
}

/** The bonus as the programme sees it, in the referrer's words. */
export function bonusWords(bonus: TeamBonus): string {
  switch (bonus.status) {
    case 'paid': {
      const ciao = bonus.amountCiao === null ? '' : ` (${formatCiao(bonus.amountCiao)})`;
      return `Bonus paid: ${formatUsd(bonus.amountUsd)}${ciao} on ${formatDay(bonus.paidAt)}`;
    }
    case 'pending':
      return PENDING_WORDS[bonus.reason];
    case 'notEligible':
      return NOT_ELIGIBLE_WORDS[bonus.reason];
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The whole team counted: "3 friends · 1 mining · 1 bonus paid · 1 pending · 1 not eligible". */
export function countsWords(counts: TeamCounts): string[] {
  return [
    plural(counts.total, 'friend', 'friends'),
    `${counts.mining} mining`,
    plural(counts.paid, 'bonus paid', 'bonuses paid'),
    `${counts.pending} pending`,
    `${counts.notEligible} not eligible`,
  ];
}
