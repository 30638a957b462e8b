import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { appSecret } from '../../db/app-secrets';

/** The HMAC key of age proofs: AGE_PROOF_SECRET, or else a random key kept in the database. */
export function ageProofSigningKey({ config, sequelize }: { config: Pick<Config, 'ageProofSecret'>; sequelize: Sequelize }): () => Promise<string> {
  return appSecret(sequelize, 'age-proof-hmac', config.ageProofSecret);
}
