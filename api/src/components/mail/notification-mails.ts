import { screenLink, SIGNED_IN_DEVICES_LINK } from '@ciao/contracts';
import type { NotificationTopic } from '@ciao/contracts';
import { notificationText, TOPIC_OF } from '../notifications/notification-events';
import { notificationMessage } from '../notifications/notification-language';
import type { NotificationMessageKey } from '../notifications/notification-language';
import type { NotificationEvent } from '../notifications/notification-events';
import type { MailContent } from './mail-layout';

/** The screen of the app the notifications screen is, where every switch and channel is chosen. */
const SETTINGS_PATH = '/notifications';

/** What each switch is called on the notifications screen (the footer says which one sent the mail). */
const SWITCH_NAMES: Record<NotificationTopic, NotificationMessageKey> = {
  contractCompleted: 'switch.contractCompleted',
  rewardsAvailable: 'switch.rewardsAvailable',
  balanceUpdates: 'switch.balanceUpdates',
  promotions: 'switch.promotions',
  securityAlerts: 'switch.securityAlerts',
  weeklyNewsletter: 'switch.weeklyNewsletter',
};

/**
 * The subject and button of each kind of notification mail (the button opens `link`, else the
 * screen a tap on the push opens); the rest is the notification's own text.
 */
const MAIL_OF: Record<
  Exclude<NotificationEvent['kind'], 'promotion'>,
  { subject: NotificationMessageKey; action: NotificationMessageKey; link?: string }
> = {
  contractCompleted: { subject: 'contractCompleted.subject', action: 'action.openDashboard' },
  rewardsReachedMinimum: { subject: 'rewardsReachedMinimum.subject', action: 'action.generateCode' },
  codeExpiringSoon: { subject: 'codeExpiringSoon.subject', action: 'action.seeMyCodes' },
  referralBonus: { subject: 'referralBonus.subject', action: 'action.seeMyReferrals' },
  codeUsed: { subject: 'codeUsed.subject', action: 'action.seeMyCodes' },
  newDeviceSignIn: {
    subject: 'newDeviceSignIn.subject',
    action: 'action.reviewMyDevices',
    link: SIGNED_IN_DEVICES_LINK,
  },
  passwordChanged: { subject: 'passwordChanged.subject', action: 'action.openApp' },
  weeklySummary: { subject: 'weeklySummary.subject', action: 'action.openDashboard' },
  referralReminder: { subject: 'referralReminder.subject', action: 'action.openDashboard' },
};

/**
 * The mail of a notification (docs/notifications.md, "What is sent"), in the user's language: the
 * notification's title as its heading and its text as the first paragraph (notificationText: one
 * place per text), a button to the screen a tap on the push would open, and a footer naming the
 * switch that sent it.
 */
export function notificationMailOf(event: NotificationEvent, appUrl: string, now: Date): MailContent {
  const message = notificationText(event, now);
  const { title, body } = message;
  const { language } = event;
  const say = (key: NotificationMessageKey) => notificationMessage(language, key);
  const kind = event.kind === 'promotion' ? undefined : MAIL_OF[event.kind];
  // A campaign's subject is its title, as the admin wrote it.
  const subject = event.kind === 'promotion' ? event.title : say(MAIL_OF[event.kind].subject);
  const switchName = say(SWITCH_NAMES[TOPIC_OF[event.kind]]);
  return {
    language,
    subject,
    heading: title,
    paragraphs: [body],
    action: { label: say(kind?.action ?? 'action.openApp'), url: appUrl + (kind?.link ?? screenLink(message)) },
    footer: [notificationMessage(language, 'mail.footer', { switchName, settingsUrl: `${appUrl}${SETTINGS_PATH}` })],
  };
}
