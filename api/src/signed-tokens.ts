import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** Longer tokens are not ours. */
const MAX_TOKEN_LENGTH = 2_048;

/**
 * Tokens that prove themselves: `base64url(JSON payload).base64url(HMAC-SHA256(key, context + payload))`.
 * The context separates the kinds of token: a signature over one kind means nothing for another,
 * even under the same key. Reading checks the signature in constant time, then the payload's
 * shape; anything else is null.
 */
export function createSignedTokens<Schema extends z.ZodType>({
  signingKey,
  context,
  schema,
}: {
  signingKey: () => Promise<string>;
  /** e.g. 'ciao-age-proof.v1.' */
  context: string;
  schema: Schema;
}) {
  const sign = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(context + payload)
      .digest();

  return {
    async sign(content: z.output<Schema>): Promise<string> {
      const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
      return `${payload}.${(await sign(payload)).toString('base64url')}`;
    },

    /** The payload when the token is ours and untouched; null otherwise. */
    async read(token: string | undefined): Promise<z.output<Schema> | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = await sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const content = schema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
      return content.success ? content.data : null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
