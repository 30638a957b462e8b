// The proof-of-work challenge a registration carries (ALTCHA's format, SHA-256): the API issues and
// verifies it, the browser solves it while the person fills the form (docs/accounts.md).

/** The request header of POST /api/auth/register that carries the solved challenge. */
export const REGISTRATION_CHALLENGE_HEADER = 'X-Registration-Challenge';

/** GET /api/auth/registration-challenge: find the number below `maxnumber` whose SHA-256 of `salt + number` is `challenge`. */
export type RegistrationChallenge = {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The header value that proves the work: base64 of `{algorithm, challenge, number, salt, signature}`.
 * Tries `chunk` numbers at a time with the platform's async crypto.subtle and yields between
 * chunks, so a page stays responsive; null when no number matches (a forged challenge).
 */
export async function solveRegistrationChallenge(
  challenge: RegistrationChallenge,
  options: { chunk?: number; signal?: AbortSignal } = {},
): Promise<string | null> {
  const { chunk = 1_000, signal } = options;
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += chunk) {
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(chunk, challenge.maxnumber + 1 - start) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return btoa(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number: numbers[found], salt, signature }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
