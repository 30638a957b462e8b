import { ACCOUNT_MESSAGES } from '@ciao/contracts';
import type { SessionUser } from '@ciao/contracts';
import { AppError } from '../../errors';
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
  if (user.suspendedAt !== null) throw new AppError(403, ACCOUNT_MESSAGES.suspended);
  return user;
}

export function toSessionUser(user: User): SessionUser {
  const { id, email, name, nickname, profileImageUrl, image, role, emailVerifiedAt } = user;
  return { id, email, name, nickname, profileImageUrl, image, role, emailVerified: emailVerifiedAt !== null };
}
