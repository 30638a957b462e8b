import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

/** A rate limit written `<attempts>/<window>` (`5/15m`, `20/1h`, `30/90s`), or `off`. */
export type RateLimitRule = { max: number; windowMs: number };

const WINDOW_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

const rateLimit = (fallback: string) =>
  optionalText.transform((v, ctx): RateLimitRule | null => {
    const text = v ?? fallback;
    if (text === 'off') return null;
    const [, count, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(text) ?? [];
    if (count && amount && unit) {
      const rule = {
        max: Number(count),
        windowMs: Number(amount) * WINDOW_UNITS_MS[unit as keyof typeof WINDOW_UNITS_MS],
      };
      if (rule.max >= 1 && rule.windowMs >= 1_000) return rule;
    }
    ctx.addIssue({
      code: 'custom',
      message: `"${text}" is not a limit like 5/15m (attempts/window in s, m or h) or off`,
    });
    return z.NEVER;
  });

export const rateLimitEnvironment = {
  RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS: rateLimit('5/15m'),
  RATE_LIMIT_SIGNIN_ACCOUNT: rateLimit('50/15m'),
  RATE_LIMIT_SIGNIN_IP: rateLimit('20/15m'),
  RATE_LIMIT_REGISTER_IP: rateLimit('5/1h'),
  RATE_LIMIT_VERIFY_AGE_IP: rateLimit('20/1h'),
  RATE_LIMIT_REFERRAL_USE: rateLimit('10/1h'),
  RATE_LIMIT_REFERRAL_REMINDER: rateLimit('20/1h'),
  RATE_LIMIT_PUSH_SUBSCRIPTION: rateLimit('30/1h'),
  RATE_LIMIT_PASSWORD_RESET_ACCOUNT: rateLimit('5/1h'),
  RATE_LIMIT_PASSWORD_RESET_IP: rateLimit('20/1h'),
  RATE_LIMIT_VERIFICATION_MAIL: rateLimit('5/1h'),
  RATE_LIMIT_REMOTE_FAILURES_IP: rateLimit('30/1h'),
  RATE_LIMIT_UNSUBSCRIBE_IP: rateLimit('20/1h'),
};

/** null: that limit is off. */
export type RateLimits = {
  /** Failed sign-ins for one e-mail from one address (IPv4, or IPv6 /64): the strict limit. */
  signInPerAccountAndAddress: RateLimitRule | null;
  /** Failed sign-ins for one e-mail from anywhere: looser, so others cannot lock the owner out. */
  signInPerAccount: RateLimitRule | null;
  signInPerIp: RateLimitRule | null;
  registerPerIp: RateLimitRule | null;
  verifyAgePerIp: RateLimitRule | null;
  /** POST /api/referral/use-code attempts per account. */
  referralUsePerAccount: RateLimitRule | null;
  /** POST /api/referral/team/{memberId}/reminder attempts per account (each invitee also at most once a week). */
  referralReminderPerAccount: RateLimitRule | null;
  /** POST /api/user/{id}/push-subscription saves per account. */
  pushSubscriptionPerAccount: RateLimitRule | null;
  /** Reset links asked for one e-mail (lower-cased), whether or not an account has it. */
  passwordResetPerAccount: RateLimitRule | null;
  /** Reset links asked for, and new passwords set with a link, from one address (each counted apart). */
  passwordResetPerIp: RateLimitRule | null;
  /** "Send again" of the verification mail, per account. */
  verificationMailPerAccount: RateLimitRule | null;
  /** Remote load failures a client address may report (docs/deploying.md, "Canaries"). */
  remoteFailuresPerIp: RateLimitRule | null;
  /** Refused unsubscribe tokens from one address (links that work do not count: mail providers click for many users). */
  unsubscribePerIp: RateLimitRule | null;
};

export function rateLimitsFrom(e: EnvironmentOf<typeof rateLimitEnvironment>): RateLimits {
  return {
    signInPerAccountAndAddress: e.RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS,
    signInPerAccount: e.RATE_LIMIT_SIGNIN_ACCOUNT,
    signInPerIp: e.RATE_LIMIT_SIGNIN_IP,
    registerPerIp: e.RATE_LIMIT_REGISTER_IP,
    verifyAgePerIp: e.RATE_LIMIT_VERIFY_AGE_IP,
    referralUsePerAccount: e.RATE_LIMIT_REFERRAL_USE,
    referralReminderPerAccount: e.RATE_LIMIT_REFERRAL_REMINDER,
    pushSubscriptionPerAccount: e.RATE_LIMIT_PUSH_SUBSCRIPTION,
    passwordResetPerAccount: e.RATE_LIMIT_PASSWORD_RESET_ACCOUNT,
    passwordResetPerIp: e.RATE_LIMIT_PASSWORD_RESET_IP,
    verificationMailPerAccount: e.RATE_LIMIT_VERIFICATION_MAIL,
    remoteFailuresPerIp: e.RATE_LIMIT_REMOTE_FAILURES_IP,
    unsubscribePerIp: e.RATE_LIMIT_UNSUBSCRIBE_IP,
  };
}
