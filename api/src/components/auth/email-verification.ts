import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_MESSAGES, linkProblemCode, VERIFY_LINK_MESSAGES } from '@ciao/contracts';
import type { Language, VerifyLinkProblem } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { AppError, notAuthenticated } from '../../errors';
import type { MailOutbox } from '../mail/mail-outbox';
import { EMAIL_VERIFICATION_HOURS } from '../mail/mail-messages';
import type { UserRepository } from '../users/user-repository';
import type { EmailVerificationRepository } from './email-verification-repository';

/** 400 with the link's problem, which the verify page shows. */
const verifyLinkRefused = (problem: VerifyLinkProblem) =>
  new AppError(400, VERIFY_LINK_MESSAGES[problem], { code: linkProblemCode(problem) });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type EmailVerification = ReturnType<typeof createEmailVerification>;

/**
 * Verified e-mail (docs/accounts.md, "Verified e-mail"): a single-use link (32 random bytes, stored
 * as its SHA-256, with the address it proves) mailed through the outbox, working 24 hours, the
 * account's latest only; using it marks the account's address verified, if it is still that address.
 */
export function createEmailVerification(deps: {
  repository: EmailVerificationRepository;
  users: UserRepository;
  mail: MailOutbox;
  clock: Clock;
}) {
  const { repository, users, mail, clock } = deps;

  /** Why a token that could not be used does not work. */
  async function problemOf(tokenHash: string, transaction: Transaction): Promise<VerifyLinkProblem> {
    const link = await repository.find(transaction, tokenHash);
    if (!link) return 'invalid';
    return link.usedAt ? 'used' : 'expired';
  }

  /**
   * Inside the caller's transaction (the account's row locked or just created): a new link for the
   * address, mailed after the commit in the account's language, else the request's.
   */
  async function sendLink(
    transaction: Transaction,
    user: { id: string; email: string; language?: Language | null },
    requestLanguage: Language,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repository.replace(transaction, {
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000),
    });
    await mail.enqueue(transaction, [
      {
        to: user.email,
        userId: user.id,
        event: { kind: 'verify-email', token, language: user.language ?? requestLanguage },
      },
    ]);
  }

  return {
    sendLink,

    /** "Send again": a new link replaces the earlier ones; 409 when the address is verified already. */
    async sendAgain(userId: string, requestLanguage: Language): Promise<void> {
      await repository.transact(async (transaction) => {
        // One request of an account at a time, so only the latest link is left.
        await users.lock(userId, transaction);
        const user = await users.findAnyById(userId, transaction);
        if (!user || user.deletedAt) throw notAuthenticated();
        if (user.emailVerifiedAt) throw new AppError(409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
        await sendLink(transaction, user, requestLanguage);
      });
    },

    /** Marks the address verified with a link (400 with its problem when it does not work); returns the account's id. */
    verify(token: string): Promise<string> {
      const tokenHash = hashToken(token);
      return repository.transact(async (transaction) => {
        const now = clock.now();
        const used = await repository.use(transaction, tokenHash, now);
        if (!used) throw verifyLinkRefused(await problemOf(tokenHash, transaction));
        // The account's address changed since the link was sent, or the account is gone: this link proves nothing now.
        if (!(await users.markEmailVerified(transaction, used.userId, used.email, now)))
          throw verifyLinkRefused('invalid');
        return used.userId;
      });
    },
  };
}
