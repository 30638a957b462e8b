import { z } from 'zod';

/**
 * One-click unsubscribe (docs/notifications.md, "Unsubscribe"): only the API and its page use it,
 * so it stays out of the web front-ends' entry ('@ciao/contracts/web').
 */

/** The switches whose mails carry a one-click unsubscribe link. */
export const UNSUBSCRIBABLE_TOPICS = ['promotions', 'weeklyNewsletter'] as const;
export type UnsubscribableTopic = (typeof UNSUBSCRIBABLE_TOPICS)[number];

/** POST /api/notifications/unsubscribe: the token of a mail's unsubscribe link (no sign-in). */
export const unsubscribeRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });

/** Its answer: the switch whose mails stop, and the sentence that says so. */
export const unsubscribedSchema = z.object({ topic: z.enum(UNSUBSCRIBABLE_TOPICS), message: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
