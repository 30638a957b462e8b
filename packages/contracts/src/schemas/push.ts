import { z } from 'zod';

/** GET /api/push/public-key: the VAPID public key (base64url, uncompressed P-256 point) for PushManager.subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/) });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
