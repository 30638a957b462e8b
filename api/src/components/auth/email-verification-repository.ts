import type { Sequelize } from 'sequelize';
import { singleUseLinks } from '../../db/single-use-link';
import { defineEmailVerificationLinkModel } from './email-verification-link-model';
import type { EmailVerificationLinkRecord } from './email-verification-link-model';

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;

/**
 * Table email_verification_links (migration 0024; model: email-verification-link-model.ts): an
 * account's one link, used for its account and the address it proves.
 */
export function createEmailVerificationRepository({ sequelize }: { sequelize: Sequelize }) {
  return singleUseLinks<EmailVerificationLinkRecord, { userId: string; email: string }>(
    sequelize,
    defineEmailVerificationLinkModel(sequelize),
    'email_verification_links',
    'user_id AS "userId", email',
  );
}
