/**
 * What a push carries to the service worker (JSON, encrypted for the device): the notification's
 * title and body, and the screen a tap opens. The worker opens only these paths.
 */
export type PushMessage = { title: string; body: string; url: PushScreen; tag?: string };

/** The screens a notification opens: dashboard, store credit, referral, notification settings. */
export const PUSH_SCREENS = ['/', '/store-credit', '/referral', '/notifications'] as const;
export type PushScreen = (typeof PUSH_SCREENS)[number];
