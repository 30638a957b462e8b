import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../users/passwords';
import type { UserRepository } from '../users/user-repository';
import type { PasswordChangeListener } from './password-reset';
import type { PasswordResetRepository } from './password-reset-repository';
import type { SessionRepository } from './session-repository';

/** 403 of a wrong current password (the profile shows it under that field). */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

const wrongCurrentPassword = () => new AppError(403, WRONG_CURRENT_PASSWORD);

export type PasswordChange = ReturnType<typeof createPasswordChange>;

/**
 * A password change from the profile (docs/accounts.md, "Password change"): the current password
 * must be right; the new hash, the end of every other session and of a reset link sent before,
 * and the security alerts are one transaction. The session that asked stays signed in.
 */
export function createPasswordChange({
  users,
  sessions,
  resetLinks,
  listener,
}: {
  users: UserRepository;
  sessions: SessionRepository;
  /** A reset link sent before the change must not undo it (someone who read the mail). */
  resetLinks: Pick<PasswordResetRepository, 'forgetOf'>;
  /** The one "password changed" listener, which the reset tells too (the security alert). */
  listener: PasswordChangeListener;
}) {
  return {
    /** 403 when `currentPassword` is wrong (nothing changes); returns how many other devices were signed out. */
    async change(
      userId: string,
      keptSessionKey: string,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ): Promise<number> {
      const user = await users.findAnyById(userId);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword)))
        throw wrongCurrentPassword();
      const passwordHash = await hashPassword(newPassword);
      return users.transact(async (transaction) => {
        // Only over the hash just checked: a change that overlapped this one makes the current password wrong.
        if (!(await users.replacePasswordHash(userId, user.passwordHash ?? '', passwordHash, transaction)))
          throw wrongCurrentPassword();
        const signedOut = await sessions.deleteAllOfUserBut(userId, keptSessionKey, transaction);
        await resetLinks.forgetOf(transaction, userId);
        await listener.passwordChanged(transaction, { userId });
        return signedOut;
      });
    },
  };
}
