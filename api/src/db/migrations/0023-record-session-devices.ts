import type { Migration } from '../migrator';

/**
 * Signed-in devices (docs/accounts.md, "Signed-in devices"): each session gets a public id (what
 * the app names a session by; never its token or hash), the device its browser said it was (a name
 * such as "Chrome on Android", not the user agent itself) and when it was last seen (written at
 * most every few minutes). Sessions from before have no device and were last seen when they began.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE sessions
      ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid(),
      ADD COLUMN device text,
      ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
    UPDATE sessions SET last_seen_at = created_at;
    CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'ALTER TABLE sessions DROP COLUMN public_id, DROP COLUMN device, DROP COLUMN last_seen_at',
  );
};
