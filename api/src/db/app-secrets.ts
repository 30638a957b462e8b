import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { defineAppSecretModel } from './app-secret-model';

/**
 * The secret called `name`, created (32 random bytes, base64url) by whichever instance asks first;
 * every instance on the database then reads the same value.
 */
async function readOrCreateSecret(sequelize: Sequelize, name: string): Promise<string> {
  const AppSecret = defineAppSecretModel(sequelize);
  // ON CONFLICT DO NOTHING: the first instance's value stays, and every instance reads it back.
  await AppSecret.bulkCreate([{ name, value: randomBytes(32).toString('base64url') }], {
    ignoreDuplicates: true,
    returning: false,
  });
  const record = await AppSecret.findByPk(name);
  if (!record) throw new Error(`app secret ${name} was not stored`);
  return record.value;
}

/** The app-secret port components ask for a secret by name (`Database.appSecret`). */
export type AppSecrets = { appSecret: (name: string, configured: string | undefined) => () => Promise<string> };

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
