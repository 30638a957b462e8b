import type { Migration } from '../migrator';

/**
 * Registration challenges already used, by their signature, until they expire: a solved challenge
 * is good for one registration on any instance (docs/accounts.md#the-registration-challenge).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE spent_registration_challenges (
      signature text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX spent_registration_challenges_expiry_idx ON spent_registration_challenges (expires_at);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE spent_registration_challenges');
};
