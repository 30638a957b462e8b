// Every account has a referral code from its creation (a column of users, unique whatever its case):
// accounts draw it here; the referral programme (components/referral) lets users use and change it.
import { randomBytes } from 'node:crypto';
import { brokenUniqueConstraint } from '../../db/database-errors';

/** Letters and digits without the look-alikes 0/O and 1/I: codes get read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;

/** The unique index on upper(users.referral_code) (migration 0007). */
const REFERRAL_CODE_INDEX = 'users_referral_code_key';

/** A random code every account gets at creation: 8 characters from a CSPRNG (32^8, about 10^12). */
function newReferralCode(): string {
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  return Array.from(randomBytes(GENERATED_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** True when a write failed because another account holds this code (whatever its case). */
export function isReferralCodeTaken(error: unknown): boolean {
  return brokenUniqueConstraint(error) === REFERRAL_CODE_INDEX;
}

const GENERATION_ATTEMPTS = 5;

/** Runs `write` with a fresh random code, again with another one on the rare collision. */
export async function withNewReferralCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(newReferralCode());
    } catch (error) {
      if (attempt >= GENERATION_ATTEMPTS || !isReferralCodeTaken(error)) throw error;
    }
  }
}
