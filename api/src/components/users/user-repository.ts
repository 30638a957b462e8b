import { Op, Sequelize, UniqueConstraintError } from 'sequelize';
import type { InferAttributes } from 'sequelize';
import type { Role } from '@ciao/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { UserRecord } from './user-model';

/** A user as the domain sees it: a plain object, never a Sequelize instance. */
export type User = InferAttributes<UserRecord>;

export type NewUser = { email: string; name: string | null; passwordHash: string; role?: Role };

export type UserRepository = ReturnType<typeof createUserRepository>;

const sameEmail = (email: string) =>
  Sequelize.where(Sequelize.fn('lower', Sequelize.col('email')), Op.eq, Sequelize.fn('lower', email));

export function createUserRepository({ models }: Pick<Database, 'models'>) {
  const { User } = models;
  return {
    /** Case-insensitive; deleted accounts are not found. */
    async findByEmail(email: string): Promise<User | null> {
      const record = await User.findOne({ where: sameEmail(email) });
      return record ? record.get({ plain: true }) : null;
    },

    async create(user: NewUser): Promise<User> {
      try {
        const record = await User.create(user);
        return record.get({ plain: true });
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw new AppError(409, 'An account with this e-mail already exists', { cause: error });
        }
        throw error;
      }
    },

    /** Returns the updated user, or null when no account has this e-mail. */
    async setRole(email: string, role: Role): Promise<User | null> {
      const record = await User.findOne({ where: sameEmail(email) });
      if (!record) return null;
      await record.update({ role });
      return record.get({ plain: true });
    },
  };
}
