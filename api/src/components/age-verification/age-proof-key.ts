import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { readOrCreateSecret } from '../../db/app-secrets';

const SECRET_NAME = 'age-proof-hmac';

/**
 * The HMAC key of age proofs: AGE_PROOF_SECRET, or else a random key generated once and kept in
 * the database, so `npm start` needs no setup and every instance on the database agrees.
 * Read once per process; a failed read is retried on the next request.
 */
export function ageProofSigningKey({ config, sequelize }: { config: Pick<Config, 'ageProofSecret'>; sequelize: Sequelize }): () => Promise<string> {
  const configured = config.ageProofSecret;
  if (configured) return () => Promise.resolve(configured);
  let key: Promise<string> | undefined;
  return () => {
    key ??= readOrCreateSecret(sequelize, SECRET_NAME).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
