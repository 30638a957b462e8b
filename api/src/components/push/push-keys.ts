import { createPublicKey } from 'node:crypto';

/** The bytes of base64url text that is exactly their encoding (no stray bits), else undefined. */
function bytesOf(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/** p256dh: an uncompressed point (65 bytes, 0x04, x, y) on P-256; OpenSSL refuses a JWK off the curve. */
export function isP256PublicKey(p256dh: string): boolean {
  const point = bytesOf(p256dh);
  if (point?.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** auth: the 16-byte secret of RFC 8291. */
export const isAuthSecret = (auth: string): boolean => bytesOf(auth)?.length === 16;
