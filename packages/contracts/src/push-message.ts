/**
 * What a push carries to the service worker (JSON, encrypted for the device): the notification's
 * title and body, and the screen a tap opens. The worker opens only these paths, with the campaign
 * it came from (`?campaign=<id>`) when there is one.
 */
export type PushMessage = { title: string; body: string; url: PushScreen; tag?: string; campaign?: string };

/** The query parameter a campaign's links carry, read once by the app (docs/admin.md, "Campaigns"). */
export const CAMPAIGN_PARAMETER = 'campaign';

/** A screen's path with the campaign that links to it, if any. */
export const screenLink = (message: Pick<PushMessage, 'url' | 'campaign'>): string =>
  message.campaign === undefined ? message.url : `${message.url}?${CAMPAIGN_PARAMETER}=${message.campaign}`;

/** The query parameter that opens the profile at one of its sections, read once by the shell. */
export const PROFILE_PARAMETER = 'profile';
/** The new-sign-in alert's link: the profile at its signed-in devices (sign one out, change the password). */
export const SIGNED_IN_DEVICES_LINK = `/?${PROFILE_PARAMETER}=devices`;

/** The screens a notification opens: dashboard, store credit, referral, notification settings. */
export const PUSH_SCREENS = ['/', '/store-credit', '/referral', '/notifications'] as const;
export type PushScreen = (typeof PUSH_SCREENS)[number];
