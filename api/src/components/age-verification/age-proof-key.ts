import { z } from 'zod';
import type { AppSecrets } from '../../db/app-secrets';
import { optionalText } from '../../env-values';

/** Key of the age-proof cookie's HMAC; absent: one generated once and kept in the database. */
export const ageProofEnvironment = {
  AGE_PROOF_SECRET: optionalText.pipe(z.string().min(32, 'Expected at least 32 characters').optional()),
};

/** The HMAC key of age proofs: AGE_PROOF_SECRET, or else a random key kept in the database. */
export function ageProofSigningKey({
  ageProofSecret,
  secrets,
}: {
  ageProofSecret: string | undefined;
  secrets: AppSecrets;
}): () => Promise<string> {
  return secrets.appSecret('age-proof-hmac', ageProofSecret);
}
