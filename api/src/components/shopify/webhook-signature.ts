import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Shopify signs each webhook with HMAC-SHA256 of the raw body under the app's secret, base64 in
 * X-Shopify-Hmac-Sha256. Compared in constant time, over the bytes as received (never re-serialised JSON).
 */
export function isValidShopifySignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !BASE64.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
