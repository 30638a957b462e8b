import { LANGUAGE_TAGS, miningDuration } from '@ciao/contracts';
import type { Language, NotificationTopic, PushMessage, PushScreen } from '@ciao/contracts';
import { formatCiao, formatUsd } from '@ciao/contracts/money';
import type { RoundingMode } from '@ciao/contracts/money';
import { deviceNameIn } from '../../http/device-name';
import { notificationMessage } from './notification-language';

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

/** "29 Nov 2026, 03:12 UTC" ("29 nov 2026, 03:12 UTC" in Italian): a server's mail cannot know the reader's time zone, so it says which it uses. */
const utcTime = (at: Date, language: Language | undefined) =>
  `${new Intl.DateTimeFormat(language && language !== 'en' ? LANGUAGE_TAGS[language] : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at)} UTC`;

/** A country's name in the reader's language: 'IT' -> "Italy", "Italia". */
const countryIn = (countryCode: string, language: Language | undefined) =>
  new Intl.DisplayNames([LANGUAGE_TAGS[language ?? 'en']], { type: 'region', fallback: 'code' }).of(countryCode) ??
  countryCode;

/** "in 2 days", "in 5 hours", "within the hour": how long a code has left when the reminder goes. */
function timeLeft(expiresAt: Date, now: Date, language: Language | undefined): string {
  const hours = Math.floor((expiresAt.getTime() - now.getTime()) / HOUR_MS);
  if (hours >= 48) return notificationMessage(language, 'codeExpiringSoon.inDays', { days: Math.floor(hours / 24) });
  if (hours >= 1) return notificationMessage(language, 'codeExpiringSoon.inHours', { hours });
  return notificationMessage(language, 'codeExpiringSoon.withinTheHour');
}

/** The new-sign-in alert's text: the device, when and where, when the event names them. */
function newSignInBody(event: Extract<NotificationEvent, { kind: 'newDeviceSignIn' }>): string {
  const { language, device, at, countryCode } = event;
  if (!device || !at) return notificationMessage(language, 'newDeviceSignIn.bodyUnnamed');
  const time = utcTime(new Date(at), language);
  const named = deviceNameIn(language ?? 'en', device);
  return countryCode
    ? notificationMessage(language, 'newDeviceSignIn.bodyFromCountry', {
        device: named,
        time,
        country: countryIn(countryCode, language),
      })
    : notificationMessage(language, 'newDeviceSignIn.body', { device: named, time });
}

/**
 * The facts of an event in words, in the user's language (docs/front-end.md, "Languages"): the push
 * notification as the service worker shows it, and the title and first paragraph of its mail
 * (mail/notification-mails.ts); `now`: when it is sent.
 */
export function notificationText(event: NotificationEvent, now: Date): PushMessage {
  const { language } = event;
  const tag = language && LANGUAGE_TAGS[language];
  const usd = (amount: string, rounding?: RoundingMode) => formatUsd(amount, 2, rounding, tag);
  switch (event.kind) {
    case 'contractCompleted': {
      const label = miningDuration(event.durationHours)?.label ?? 'Mining';
      const reward = formatCiao(event.rewardCiao, 2, tag);
      return {
        title: notificationMessage(language, 'contractCompleted.title'),
        body: notificationMessage(language, 'contractCompleted.body', { label, hours: event.durationHours, reward }),
        url: '/',
        tag: 'contract-completed',
      };
    }
    case 'rewardsReachedMinimum':
      return {
        title: notificationMessage(language, 'rewardsReachedMinimum.title'),
        body: notificationMessage(language, 'rewardsReachedMinimum.body', { value: usd(event.valueUsd, 'down') }),
        url: '/store-credit',
        tag: 'rewards-available',
      };
    case 'codeExpiringSoon':
      return {
        title: notificationMessage(language, 'codeExpiringSoon.title'),
        body: notificationMessage(language, 'codeExpiringSoon.body', {
          amount: usd(event.amountUsd),
          code: event.code,
          timeLeft: timeLeft(new Date(event.expiresAt), now, language),
        }),
        url: '/store-credit',
        tag: `code-expiring-${event.code}`,
      };
    case 'referralBonus':
      return {
        title: notificationMessage(language, 'referralBonus.title'),
        body: notificationMessage(language, 'referralBonus.body', { amount: formatCiao(event.amountCiao, 2, tag) }),
        url: '/referral',
      };
    case 'codeUsed':
      return {
        title: notificationMessage(language, 'codeUsed.title'),
        body: notificationMessage(language, 'codeUsed.body', { amount: usd(event.amountUsd), code: event.code }),
        url: '/store-credit',
      };
    case 'newDeviceSignIn':
      return {
        title: notificationMessage(language, 'newDeviceSignIn.title'),
        body: newSignInBody(event),
        url: '/',
        tag: 'new-sign-in',
      };
    case 'passwordChanged':
      return {
        title: notificationMessage(language, 'passwordChanged.title'),
        body: notificationMessage(language, 'passwordChanged.body'),
        url: '/',
        tag: 'password-changed',
      };
    case 'promotion':
      // A campaign's link names it, so that the visit it brings is counted (docs/admin.md, "Campaigns").
      // Its title and text are the admin's, as written.
      return {
        title: event.title,
        body: event.body,
        url: event.url,
        ...(event.campaignId === undefined ? {} : { campaign: event.campaignId }),
      };
    case 'weeklySummary':
      return {
        title: notificationMessage(language, 'weeklySummary.title'),
        body: notificationMessage(language, 'weeklySummary.body', {
          simulations: event.simulations,
          earned: formatCiao(event.earnedCiao, 2, tag),
          codes: event.codes,
        }),
        url: '/',
        tag: 'weekly-summary',
      };
    case 'referralReminder':
      // Names nobody: the invitee's address stays theirs and the referrer's stays the referrer's.
      return {
        title: notificationMessage(language, 'referralReminder.title'),
        body: notificationMessage(language, 'referralReminder.body'),
        url: '/',
        tag: 'referral-reminder',
      };
  }
}
