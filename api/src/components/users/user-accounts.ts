import { registerRequestSchema } from '@ciao/contracts';
import type { Role } from '@ciao/contracts';
import { AppError } from '../../errors';
import { parseInput } from '../../validation';
import { hashPassword } from './passwords';
import type { User, UserRepository } from './user-repository';

export type UserAccounts = ReturnType<typeof createUserAccounts>;

/** Account use cases shared by the API and the users CLI. */
export function createUserAccounts({ users }: { users: UserRepository }) {
  async function setRole(email: string, role: Role): Promise<User> {
    const user = await users.setRole(email, role);
    if (!user) throw new AppError(404, `No account with the e-mail ${email}`);
    return user;
  }

  return {
    /** Same rules as registration (name, e-mail, password length); e-mail unique whatever its case. */
    async createUser(input: { email: string; password: string; name: string; role?: Role }): Promise<User> {
      const { email, password, name } = parseInput(registerRequestSchema, {
        email: input.email,
        password: input.password,
        name: input.name,
      });
      return users.create({ email, name, passwordHash: await hashPassword(password), role: input.role ?? 'user' });
    },

    grantAdmin: (email: string) => setRole(email, 'admin'),
    revokeAdmin: (email: string) => setRole(email, 'user'),

    /** ADMIN_EMAIL at start: grants the role when that account exists; false when it does not (yet). */
    async applyAdminEmail(email: string): Promise<boolean> {
      return (await users.setRole(email, 'admin')) !== null;
    },
  };
}
