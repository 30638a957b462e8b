import { QueryTypes, Sequelize } from 'sequelize';
import { defineSessionModel } from '../components/auth/session-model';
import { defineUserModel } from '../components/users/user-model';

export type Database = ReturnType<typeof connectDatabase>;

/** One Sequelize pool with every component's model registered on it. Connects lazily. */
export function connectDatabase(url: string) {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    dialectOptions: { application_name: 'ciao-api', connectionTimeoutMillis: 5_000 },
  });
  const models = {
    User: defineUserModel(sequelize),
    Session: defineSessionModel(sequelize),
  };
  return { url, sequelize, models, close: () => sequelize.close() };
}

/** `SELECT 1` within `timeoutMs`: false when PostgreSQL is unreachable or too slow. */
export async function isDatabaseReachable(sequelize: Sequelize, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sequelize
    .query('SELECT 1', { type: QueryTypes.SELECT })
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
