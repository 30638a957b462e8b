import { miningDuration } from '@ciao/contracts';
import type { Language, NotificationTopic, PushMessage, PushScreen } from '@ciao/contracts';
import { formatCiao, formatUsd } from '@ciao/contracts/money';
import { countryName } from '../geolocation/country-rules';
import { FORMAT_TAGS, notificationMessage } from './notification-language';

/**
 * What happened, as the push and mail outboxes keep it (JSON, amounts as decimal strings). The text
 * is rendered when the notification is sent, from these facts (docs/notifications.md, "What is sent").
 */
export type NotificationEvent = (
  | { kind: 'contractCompleted'; durationHours: number; rewardCiao: string }
  | { kind: 'rewardsReachedMinimum'; valueUsd: string }
  | { kind: 'codeExpiringSoon'; code: string; amountUsd: string; expiresAt: string }
  | { kind: 'referralBonus'; amountCiao: string }
  | { kind: 'codeUsed'; code: string; amountUsd: string }
  // device, at and countryCode: since alerts name the sign-in (rows queued before have none)
  | { kind: 'newDeviceSignIn'; device?: string; at?: string; countryCode?: string | null }
  | { kind: 'passwordChanged' }
  | { kind: 'promotion'; title: string; body: string; url: PushScreen; campaignId?: string }
  | { kind: 'weeklySummary'; simulations: number; earnedCiao: string; codes: number }
  | { kind: 'referralReminder' }
) & {
  /** The language the user chose, stamped when the event is routed; none: English. */
  language?: Language;
};

/** The switch (and so the channel) each kind of notification answers to. */
export const TOPIC_OF: Record<NotificationEvent['kind'], NotificationTopic> = {
  contractCompleted: 'contractCompleted',
  rewardsReachedMinimum: 'rewardsAvailable',
  codeExpiringSoon: 'rewardsAvailable',
  referralBonus: 'balanceUpdates',
  codeUsed: 'balanceUpdates',
  newDeviceSignIn: 'securityAlerts',
  passwordChanged: 'securityAlerts',
  promotion: 'promotions',
  weeklySummary: 'weeklyNewsletter',
  // A nudge to use the app, as a campaign is: the invitee's promotions switches decide (docs/referral.md, "Reminders").
  referralReminder: 'promotions',
};

const HOUR_MS = 3_600_000;

/** "29 Nov 2026, 03:12 UTC": a server's mail cannot know the reader's time zone, so it says which it uses. */
const utcTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at)} UTC`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "in 2 days", "in 5 hours", "within the hour": how long a code has left when the reminder goes. */
function timeLeft(expiresAt: Date, now: Date): string {
  const hours = Math.floor((expiresAt.getTime() - now.getTime()) / HOUR_MS);
  if (hours >= 48) return `in ${plural(Math.floor(hours / 24), 'day', 'days')}`;
  if (hours >= 1) return `in ${plural(hours, 'hour', 'hours')}`;
  return 'within the hour';
}

/**
 * The facts of an event in words: the push notification as the service worker shows it, and the
 * title and first paragraph of its mail (mail/notification-mails.ts); `now`: when it is sent.
 */
export function notificationText(event: NotificationEvent, now: Date): PushMessage {
  switch (event.kind) {
    case 'contractCompleted': {
      const { language } = event;
      const label = miningDuration(event.durationHours)?.label ?? 'Mining';
      const reward = formatCiao(event.rewardCiao, 2, language && FORMAT_TAGS[language]);
      return {
        title: notificationMessage(language, 'contractCompleted.title'),
        body: notificationMessage(language, 'contractCompleted.body', { label, hours: event.durationHours, reward }),
        url: '/',
        tag: 'contract-completed',
      };
    }
    case 'rewardsReachedMinimum':
      return {
        title: 'Rewards available',
        body: `Your pending credits are worth ${formatUsd(event.valueUsd, 2, 'down')}: you can now generate a store credit code.`,
        url: '/store-credit',
        tag: 'rewards-available',
      };
    case 'codeExpiringSoon':
      return {
        title: 'Store credit expiring soon',
        body: `Your ${formatUsd(event.amountUsd)} code ${event.code} expires ${timeLeft(new Date(event.expiresAt), now)}. Use it before it is gone.`,
        url: '/store-credit',
        tag: `code-expiring-${event.code}`,
      };
    case 'referralBonus':
      return {
        title: 'Referral bonus',
        body: `A referral bonus of ${formatCiao(event.amountCiao)} was credited to your balance.`,
        url: '/referral',
      };
    case 'codeUsed':
      return {
        title: 'Store credit used',
        body: `Your ${formatUsd(event.amountUsd)} code ${event.code} was used at the store.`,
        url: '/store-credit',
      };
    case 'newDeviceSignIn':
      return {
        title: 'New sign-in',
        body:
          event.device && event.at
            ? `Your account was signed in from a new device: ${event.device}, ${utcTime(new Date(event.at))}${event.countryCode ? `, from ${countryName(event.countryCode)} (approximate)` : ''}. If this was not you, sign that device out under Signed-in devices in your profile and change your password.`
            : 'Your account was signed in from a new device. If this was not you, tell us through the Contact page in the app menu.',
        url: '/',
        tag: 'new-sign-in',
      };
    case 'passwordChanged':
      return {
        title: 'Password changed',
        body: 'Your password was changed and every other device was signed out. If this was not you, reset it with "Forgot password?" at once.',
        url: '/',
        tag: 'password-changed',
      };
    case 'promotion':
      // A campaign's link names it, so that the visit it brings is counted (docs/admin.md, "Campaigns").
      return {
        title: event.title,
        body: event.body,
        url: event.url,
        ...(event.campaignId === undefined ? {} : { campaign: event.campaignId }),
      };
    case 'weeklySummary':
      return {
        title: 'Your week on $CIAO MINING',
        body: `Last week: ${plural(event.simulations, 'simulation', 'simulations')}, ${formatCiao(event.earnedCiao)} earned, ${plural(event.codes, 'store credit code', 'store credit codes')}.`,
        url: '/',
        tag: 'weekly-summary',
      };
    case 'referralReminder':
      // Names nobody: the invitee's address stays theirs and the referrer's stays the referrer's.
      return {
        title: 'Your first mining is waiting',
        body: 'The friend who invited you to $CIAO MINING sends a reminder: start your first mining simulation, and you both receive $5 in $CIAO once it completes.',
        url: '/',
        tag: 'referral-reminder',
      };
  }
}
