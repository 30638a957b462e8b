import { createECDH } from 'node:crypto';
import { z } from 'zod';
import type { AppSecrets } from '../../db/app-secrets';
import { optionalText, originList } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

/** A VAPID key pair (RFC 8292): P-256, base64url; the public key as an uncompressed point (65 bytes). */
export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID keys and contact, and the push services exempt from the endpoint checks: absent, the key pair is generated once and kept in the database like
 * the age-proof key; VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY override it together.
 */
export const pushEnvironment = {
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'Expected mailto:address or an https:// URL')
      .optional(),
  ),
  PUSH_ENDPOINT_ALLOWLIST: originList,
};

export type PushConfig = {
  /** From the environment; undefined: the pair kept in the database. */
  vapidKeys: VapidKeys | undefined;
  /** Who push services may contact about our messages (the JWT's `sub`). */
  vapidSubject: string;
  /** Push service origins exempt from the endpoint checks (push-endpoint.ts): a test's or a self-hosted one. */
  endpointAllowlist: string[];
};

/** The product's site, when VAPID_SUBJECT does not name another contact. */
const DEFAULT_SUBJECT = 'https://ciaomarkets.com';

/** The pair of a private key (32 bytes, base64url); throws when the bytes are not a P-256 private key. */
function vapidKeysFromPrivate(privateKey: string): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: ecdh.getPublicKey('base64url', 'uncompressed'), privateKey };
}

/** Both VAPID keys or none; the private key must be a P-256 key and the public key its own. */
export function pushConfigFrom(e: EnvironmentOf<typeof pushEnvironment>, problems: string[]): PushConfig {
  const vapidSubject = e.VAPID_SUBJECT ?? DEFAULT_SUBJECT;
  const endpointAllowlist = e.PUSH_ENDPOINT_ALLOWLIST;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (publicKey === undefined && privateKey === undefined)
    return { vapidKeys: undefined, vapidSubject, endpointAllowlist };
  if (publicKey === undefined || privateKey === undefined) {
    problems.push(
      `${publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}: required when the other VAPID key is set`,
    );
    return { vapidKeys: undefined, vapidSubject, endpointAllowlist };
  }
  let derived: VapidKeys | undefined;
  try {
    if (/^[A-Za-z0-9_-]{43}$/.test(privateKey)) derived = vapidKeysFromPrivate(privateKey);
  } catch {
    derived = undefined;
  }
  if (!derived)
    problems.push(
      'VAPID_PRIVATE_KEY: expected a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)',
    );
  else if (derived.publicKey !== publicKey)
    problems.push('VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
  return {
    vapidKeys: derived && derived.publicKey === publicKey ? derived : undefined,
    vapidSubject,
    endpointAllowlist,
  };
}

/**
 * The VAPID keys for the life of the process: the configured pair, or else the one kept in the
 * database (its private key is an app secret: 32 random bytes, which is a P-256 private key but for
 * a chance of about 2^-32; the public key is derived from it), so every instance signs alike.
 */
export function vapidKeyPair({
  configured,
  secrets,
}: {
  configured: VapidKeys | undefined;
  secrets: AppSecrets;
}): () => Promise<VapidKeys> {
  if (configured) return () => Promise.resolve(configured);
  const privateKey = secrets.appSecret('vapid-private-key', undefined);
  let keys: VapidKeys | undefined;
  return async () => (keys ??= vapidKeysFromPrivate(await privateKey()));
}
