import { createHash, randomBytes } from 'node:crypto';
import { linkProblemCode, RESET_LINK_MESSAGES } from '@ciao/contracts';
import type { Language, ResetLinkProblem } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { MailOutbox } from '../mail/mail-outbox';
import { PASSWORD_RESET_MINUTES } from '../mail/mail-messages';
import { hashPassword } from '../users/passwords';
import type { User, UserRepository } from '../users/user-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import type { SessionRepository } from './session-repository';

/**
 * Told, inside the transaction that changes it, that an account's password changed: the security
 * alert goes by push and mail per the Security Alerts switch (docs/notifications.md, "What is sent").
 */
export type PasswordChangeListener = {
  passwordChanged(transaction: Transaction, change: { userId: string }): Promise<void>;
};

/** 400 with the link's problem, which the reset page shows. */
const resetLinkRefused = (problem: ResetLinkProblem) =>
  new AppError(400, RESET_LINK_MESSAGES[problem], { code: linkProblemCode(problem) });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type PasswordReset = ReturnType<typeof createPasswordReset>;

/**
 * Password reset (docs/accounts.md, "Password reset"): a single-use link (32 random bytes, stored
 * as its SHA-256) mailed through the outbox, working 30 minutes, the account's latest only; using
 * it sets the new password, ends every session of the account and sends the security alerts.
 */
export function createPasswordReset(deps: {
  repository: PasswordResetRepository;
  users: UserRepository;
  sessions: SessionRepository;
  mail: MailOutbox;
  listener: PasswordChangeListener;
  clock: Clock;
}) {
  const { repository, users, sessions, mail, listener, clock } = deps;

  /** Why a token that could not be used does not work. */
  async function problemOf(tokenHash: string, transaction: Transaction): Promise<ResetLinkProblem> {
    const link = await repository.find(transaction, tokenHash);
    if (!link) return 'invalid';
    return link.usedAt ? 'used' : 'expired';
  }

  return {
    /**
     * A new link for the account of `email`, if there is one (the route has answered already, alike
     * for every address): the account's earlier links end, the mail is queued in the same transaction.
     */
    async send(email: string, requestLanguage: Language): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await repository.transact(async (transaction) => {
        // One request of an account at a time, so only the latest link is left.
        await users.lock(user.id, transaction);
        const now = clock.now();
        await repository.replace(transaction, {
          tokenHash: hashToken(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
        });
        await mail.enqueue(transaction, [
          {
            to: user.email,
            userId: user.id,
            event: { kind: 'password-reset', token, language: user.language ?? requestLanguage },
          },
        ]);
      });
    },

    /** Sets the password with a link (400 with its problem when it does not work); returns the account, now signed out everywhere. */
    async confirm(token: string, password: string): Promise<User> {
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token);
      const userId = await repository.transact(async (transaction) => {
        const used = await repository.use(transaction, tokenHash, clock.now());
        if (!used) throw resetLinkRefused(await problemOf(tokenHash, transaction));
        if (!(await users.setPasswordHash(used, passwordHash, transaction))) throw resetLinkRefused('invalid');
        await sessions.deleteAllOfUser(used, transaction);
        await listener.passwordChanged(transaction, { userId: used });
        return used;
      });
      const user = await users.findAnyById(userId);
      if (!user) throw resetLinkRefused('invalid');
      return user;
    },
  };
}
