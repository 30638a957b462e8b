import { randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';

/**
 * The secret called `name`, created (32 random bytes, base64url) by whichever instance asks first;
 * every instance on the database then reads the same value.
 */
export async function readOrCreateSecret(sequelize: Sequelize, name: string): Promise<string> {
  await sequelize.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', {
    bind: [name, randomBytes(32).toString('base64url')],
  });
  const [row] = await sequelize.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', { bind: [name], type: QueryTypes.SELECT });
  if (!row) throw new Error(`app secret ${name} was not stored`);
  return row.value;
}

/**
 * A secret for the life of the process: `configured` when the environment gives one, else the
 * database's (readOrCreateSecret), so `npm start` needs no setup and every instance agrees. Read
 * once; a failed read is retried on the next call.
 */
export function appSecret(sequelize: Sequelize, name: string, configured: string | undefined): () => Promise<string> {
  if (configured) return () => Promise.resolve(configured);
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= readOrCreateSecret(sequelize, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
