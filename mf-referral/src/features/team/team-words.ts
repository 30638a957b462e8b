import type { TeamBonus, TeamCounts, TeamProgress } from '@ciao/contracts';
import { formatCiao, formatUsd } from '@ciao/contracts/money';
import type { Translate } from '@ciao/shell';
import type { ReferralMessageKey } from '../../messages';

// The texts of "Your team" (docs/referral.md, "Your team"), in the page's language: the catalog's
// `team.*`, `member.*`, `progress.*`, `bonus.*` and `counts.*`.
type T = Translate<ReferralMessageKey>;

export const PROGRESS_WORDS: Record<TeamProgress, ReferralMessageKey> = {
  joined: 'progress.joined',
  emailVerified: 'progress.emailVerified',
  mining: 'progress.mining',
  completed: 'progress.completed',
};

const PENDING_WORDS = {
  firstMining: 'bonus.pendingFirstMining',
  dailyCap: 'bonus.pendingDailyCap',
  rewardLimit: 'bonus.pendingRewardLimit',
} as const satisfies Record<string, ReferralMessageKey>;

/** Why a bonus will not come, in the words of the referrer's notices. */
const NOT_ELIGIBLE_REASONS = {
  sameAddress: 'programme.sameAddress',
  rewardLimit: 'programme.rewardLimitReached',
  accountClosed: 'bonus.accountClosed',
} as const satisfies Record<string, ReferralMessageKey>;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Nov 29, 2026" in the page's locale (an `Intl` tag: `localeTag`). */
export function formatDay(iso: string, tag: string): string {
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    dayFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}

/** The bonus as the programme sees it, in the referrer's words. */
export function bonusWords(bonus: TeamBonus, t: T, tag: string): string {
  switch (bonus.status) {
    case 'paid': {
      const paid = { usd: formatUsd(bonus.amountUsd, 2, 'half-up', tag), day: formatDay(bonus.paidAt, tag) };
      return bonus.amountCiao === null
        ? t('bonus.paid', paid)
        : t('bonus.paidWithCiao', { ...paid, ciao: formatCiao(bonus.amountCiao, 2, tag) });
    }
    case 'pending':
      return t(PENDING_WORDS[bonus.reason]);
    case 'notEligible':
      return t('bonus.notEligible', { reason: t(NOT_ELIGIBLE_REASONS[bonus.reason]) });
  }
}

/** The whole team counted: "3 friends · 1 mining · 1 bonus paid · 1 pending · 1 not eligible". */
export function countsWords(counts: TeamCounts, t: T): string[] {
  return [
    t('counts.friends', { count: counts.total }),
    t('counts.mining', { count: counts.mining }),
    t('counts.paid', { count: counts.paid }),
    t('counts.pending', { count: counts.pending }),
    t('counts.notEligible', { count: counts.notEligible }),
  ];
}
