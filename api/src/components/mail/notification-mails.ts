import { screenLink, SIGNED_IN_DEVICES_LINK } from '@ciao/contracts';
import type { NotificationTopic } from '@ciao/contracts';
import { notificationText, TOPIC_OF } from '../notifications/notification-events';
import { notificationMessage } from '../notifications/notification-language';
import type { NotificationEvent } from '../notifications/notification-events';
import type { MailContent } from './mail-layout';

/** The screen of the app the notifications screen is, where every switch and channel is chosen. */
const SETTINGS_PATH = '/notifications';

/** What each switch is called on the notifications screen (the footer says which one sent the mail). */
const SWITCH_NAMES: Record<NotificationTopic, string> = {
  contractCompleted: 'Contract Completed',
  rewardsAvailable: 'Rewards Available',
  balanceUpdates: 'Balance Updates',
  promotions: 'Promotions',
  securityAlerts: 'Security Alerts',
  weeklyNewsletter: 'Weekly Newsletter',
};

/**
 * The subject and button of each kind of notification mail (the button opens `link`, else the
 * screen a tap on the push opens); the rest is the notification's own text.
 */
const MAIL_OF: Record<
  Exclude<NotificationEvent['kind'], 'promotion'>,
  { subject: string; action: string; link?: string }
> = {
  contractCompleted: { subject: 'Your $CIAO MINING simulation has ended', action: 'Open the dashboard' },
  rewardsReachedMinimum: { subject: 'Your $CIAO MINING rewards are available', action: 'Generate a code' },
  codeExpiringSoon: { subject: 'Your store credit code expires soon', action: 'See my codes' },
  referralBonus: { subject: 'You received a $CIAO MINING referral bonus', action: 'See my referrals' },
  codeUsed: { subject: 'Your store credit code was used', action: 'See my codes' },
  newDeviceSignIn: {
    subject: 'New sign-in to your $CIAO MINING account',
    action: 'Review my devices',
    link: SIGNED_IN_DEVICES_LINK,
  },
  passwordChanged: { subject: 'Your $CIAO MINING password was changed', action: 'Open $CIAO MINING' },
  weeklySummary: { subject: 'Your week on $CIAO MINING', action: 'Open the dashboard' },
  referralReminder: { subject: 'Your first $CIAO MINING simulation is waiting', action: 'Open the dashboard' },
};

/**
 * The mail of a notification (docs/notifications.md, "What is sent"): the notification's title as
 * its heading and its text as the first paragraph (notificationText: one place per text), a button
 * to the screen a tap on the push would open, and a footer naming the switch that sent it.
 */
export function notificationMailOf(event: NotificationEvent, appUrl: string, now: Date): MailContent {
  const message = notificationText(event, now);
  const { title, body } = message;
  const { language } = event;
  // Translated so far: the contract-completed mail (docs/front-end.md, "Languages"); the others are English.
  const mail: { subject: string; action: string; link?: string } =
    event.kind === 'promotion'
      ? { subject: event.title, action: 'Open $CIAO MINING' }
      : event.kind === 'contractCompleted'
        ? {
            subject: notificationMessage(language, 'contractCompleted.subject'),
            action: notificationMessage(language, 'contractCompleted.action'),
          }
        : MAIL_OF[event.kind];
  const switchName =
    event.kind === 'contractCompleted'
      ? notificationMessage(language, 'contractCompleted.switch')
      : SWITCH_NAMES[TOPIC_OF[event.kind]];
  const footerLanguage = event.kind === 'contractCompleted' ? language : undefined;
  return {
    subject: mail.subject,
    heading: title,
    paragraphs: [body],
    action: { label: mail.action, url: appUrl + (mail.link ?? screenLink(message)) },
    footer: [
      notificationMessage(footerLanguage, 'mail.footer', { switchName, settingsUrl: `${appUrl}${SETTINGS_PATH}` }),
    ],
  };
}
