import type { SessionUser } from '@ciao/contracts';
import { AppError } from '../../errors';
import { verifyPassword } from '../users/passwords';
import type { User, UserRepository } from '../users/user-repository';

const invalidCredentials = () => new AppError(401, 'Invalid credentials');

/** The user whose e-mail and password match; 401 'Invalid credentials' otherwise, whichever was wrong. */
export async function checkCredentials(users: UserRepository, email: string, password: string): Promise<User> {
  const user = await users.findByEmail(email);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw invalidCredentials();
  return user;
}

export function toSessionUser(user: User): SessionUser {
  const { id, email, name, nickname, profileImageUrl, image, role } = user;
  return { id, email, name, nickname, profileImageUrl, image, role };
}
