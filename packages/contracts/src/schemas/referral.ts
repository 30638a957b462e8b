import { z } from 'zod';
import { decimalString, id, isoDateTime } from './common';

export const referralCodeSchema = z.object({ code: z.string() });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralStatsSchema = z.object({
  totalReferrals: z.number().int().nonnegative(),
  completedReferrals: z.number().int().nonnegative(),
  /** USD still to come ($5 per invitee without a completed contract, within the limit of paid invitations). */
  pendingRewards: decimalString,
  /** Invitations that have paid their reward. */
  paidReferrals: z.number().int().nonnegative(),
  /** Paid invitations a referrer may have; later invitees count but pay nothing. */
  rewardLimit: z.number().int().nonnegative(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** ?limit=1..50 (default 20)&cursor=: one page of the referrer's team, newest first. */
export const referralTeamQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** How far an invitee has come: the furthest step reached. */
export const TEAM_PROGRESS = ['joined', 'emailVerified', 'mining', 'completed'] as const;
export type TeamProgress = (typeof TEAM_PROGRESS)[number];
/** Why a bonus is still to come: the invitee's mining, the programme's daily cap, the places left within the referrer's limit. */
export const PENDING_REASONS = ['firstMining', 'dailyCap', 'rewardLimit'] as const;
/** Why a bonus will never come: one account per address, the referrer's limit, the invitee's account closed. */
export const NOT_ELIGIBLE_REASONS = ['sameAddress', 'rewardLimit', 'accountClosed'] as const;

export const teamBonusSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    paidAt: isoDateTime,
    amountUsd: decimalString,
    /** The referrer's credit in $CIAO (null when the referrer's account earned nothing at the time: suspended). */
    amountCiao: decimalString.nullable(),
  }),
  z.object({ status: z.literal('pending'), reason: z.enum(PENDING_REASONS) }),
  z.object({ status: z.literal('notEligible'), reason: z.enum(NOT_ELIGIBLE_REASONS) }),
]);
export type TeamBonus = z.infer<typeof teamBonusSchema>;

export const teamMemberSchema = z.object({
  /** Names this invitation (for a reminder); never the invitee's account id. */
  memberId: id,
  /** The invitee's nickname, else a masked e-mail; 'Deleted account' once the account is gone. */
  name: z.string(),
  joinedAt: isoDateTime,
  progress: z.enum(TEAM_PROGRESS),
  bonus: teamBonusSchema,
  /** When the referrer last reminded them (null: never). */
  remindedAt: isoDateTime.nullable(),
  /** Whether a reminder may be sent now: joined, never mined, and none sent in the last week. */
  canRemind: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The whole team counted, from the same rows the list shows. */
export const teamCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  mining: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  notEligible: z.number().int().nonnegative(),
});
export type TeamCounts = z.infer<typeof teamCountsSchema>;

export const referralTeamPageSchema = z.object({
  counts: teamCountsSchema,
  members: z.array(teamMemberSchema),
  nextCursor: z.string().nullable(),
});
export type ReferralTeamPage = z.infer<typeof referralTeamPageSchema>;

/** POST /api/referral/team/{memberId}/reminder: `{}` or nothing. */
export const referralReminderRequestSchema = z.strictObject({}).optional();
export const referralReminderSchema = z.object({ remindedAt: isoDateTime });
export type ReferralReminder = z.infer<typeof referralReminderSchema>;

/** The reminder's path: the member id a team page gave. */
export const referralMemberParamsSchema = z.strictObject({ memberId: id });
