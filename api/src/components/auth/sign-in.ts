import { ACCOUNT_MESSAGES, ERROR_CODES } from '@ciao/contracts';
import type { SessionUser } from '@ciao/contracts';
import { AppError } from '../../errors';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { verifyPassword } from '../users/passwords';
import type { User, UserRepository } from '../users/user-repository';

const invalidCredentials = () => new AppError(401, 'Invalid credentials');

/**
 * The user whose e-mail and password match; 401 'Invalid credentials' otherwise, whichever was
 * wrong. A suspended account is told so (403), but only with the right password.
 */
export async function checkCredentials(users: UserRepository, email: string, password: string): Promise<User> {
  const user = await users.findByEmail(email);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw invalidCredentials();
  if (user.suspendedAt !== null) throw new AppError(403, ACCOUNT_MESSAGES.suspended, { code: ERROR_CODES.suspended });
  return user;
}

/**
 * Checks a password against the sign-in limits (docs/accounts.md, "Rate limits"): strict per account
 * and address, looser per account, so others cannot lock the owner out. Each attempt is counted
 * before `check` runs (a burst cannot slip past while argon2 works) and given back when it
 * succeeds: only failures add up. Sign-in and a password change's current password share them, so
 * guesses through either count together.
 */
export async function countedPasswordCheck<T>(
  rateLimiter: RateLimiter,
  limits: RateLimits,
  { account, address }: { account: string; address: string },
  check: () => Promise<T>,
): Promise<T> {
  const email = account.toLowerCase();
  const counted = [
    { rule: limits.signInPerIp, key: `signin:ip:${address}` },
    { rule: limits.signInPerAccountAndAddress, key: `signin:account-address:${email}:${address}` },
    { rule: limits.signInPerAccount, key: `signin:account:${email}` },
  ];
  for (const { rule, key } of counted) await rateLimiter.consume(rule, key);
  const result = await check();
  for (const { rule, key } of counted) await rateLimiter.refund(rule, key);
  return result;
}

export function toSessionUser(user: User): SessionUser {
  const { id, email, name, nickname, profileImageUrl, image, role, emailVerifiedAt, language } = user;
  return {
    id,
    email,
    name,
    nickname,
    profileImageUrl,
    image,
    role,
    emailVerified: emailVerifiedAt !== null,
    language: language ?? null,
  };
}
