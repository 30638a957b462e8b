import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { RESET_LINK_MESSAGES } from '@ciao/contracts';
import type { ResetLinkProblem } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { MailOutbox } from '../mail/mail-outbox';
import { PASSWORD_RESET_MINUTES } from '../mail/mail-messages';
import { hashPassword } from '../users/passwords';
import type { User, UserRepository } from '../users/user-repository';
import { definePasswordResetLinkModel } from './password-reset-link-model';
import type { SessionRepository } from './session-repository';

/** Told, inside the transaction that changes it, that an account's password changed (security alerts). */
export type PasswordChangeListener = { passwordChanged(transaction: Transaction, change: { userId: string }): Promise<void> };

/** 400 with the link's problem, which the reset page shows. */
const resetLinkRefused = (problem: ResetLinkProblem) => new AppError(400, RESET_LINK_MESSAGES[problem]);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Uses a link that still works, at once for every instance (the row's update is the claim). */
const USE_LINK = `
  UPDATE password_reset_links SET used_at = $2
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
  RETURNING user_id AS "userId"`;

export type PasswordReset = ReturnType<typeof createPasswordReset>;

/**
 * Password reset (docs/accounts.md, "Password reset"): a single-use link (32 random bytes, stored
 * as its SHA-256) mailed through the outbox, working 30 minutes, the account's latest only; using
 * it sets the new password, ends every session of the account and sends the security alerts.
 */
export function createPasswordReset(deps: {
  sequelize: Sequelize;
  users: UserRepository;
  sessions: SessionRepository;
  mail: MailOutbox;
  listener?: PasswordChangeListener | undefined;
  clock: Clock;
}) {
  const { sequelize, users, sessions, mail, listener, clock } = deps;
  const PasswordResetLink = definePasswordResetLinkModel(sequelize);

  /** Why a token that could not be used does not work. */
  async function problemOf(tokenHash: string, transaction: Transaction): Promise<ResetLinkProblem> {
    const link = await PasswordResetLink.findByPk(tokenHash, { transaction });
    if (!link) return 'invalid';
    return link.usedAt ? 'used' : 'expired';
  }

  return {
    /**
     * A new link for the account of `email`, if there is one (the route has answered already, alike
     * for every address): the account's earlier links end, the mail is queued in the same transaction.
     */
    async send(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await sequelize.transaction(async (transaction) => {
        // One request of an account at a time, so only the latest link is left.
        await sequelize.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', { bind: [user.id], type: QueryTypes.SELECT, transaction });
        const now = clock.now();
        await PasswordResetLink.destroy({ where: { userId: user.id }, transaction });
        await PasswordResetLink.create({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) }, { transaction });
        await mail.enqueue(transaction, [{ to: user.email, userId: user.id, event: { kind: 'password-reset', token } }]);
      });
    },

    /** Sets the password with a link (400 with its problem when it does not work); returns the account, now signed out everywhere. */
    async confirm(token: string, password: string): Promise<User> {
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token);
      const userId = await sequelize.transaction(async (transaction) => {
        const [used] = await sequelize.query<{ userId: string }>(USE_LINK, { bind: [tokenHash, clock.now()], type: QueryTypes.SELECT, transaction });
        if (!used) throw resetLinkRefused(await problemOf(tokenHash, transaction));
        if (!(await users.setPasswordHash(used.userId, passwordHash, transaction))) throw resetLinkRefused('invalid');
        await sessions.deleteAllOfUser(used.userId, transaction);
        return used.userId;
      });
      const user = await users.findAnyById(userId);
      if (!user) throw resetLinkRefused('invalid');
      await sequelize.transaction(async (transaction) => {
        await mail.enqueue(transaction, [{ to: user.email, userId, event: { kind: 'password-changed' } }]);
        await listener?.passwordChanged(transaction, { userId });
      });
      return user;
    },
  };
}
