import type { Migration } from '../migrator';

/**
 * The language a user chose in the profile (docs/front-end.md, "Languages"): the app, its mail and
 * its push texts speak it. NULL until chosen: the app follows the browser, mail and push are English.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'it', 'es'));
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`ALTER TABLE users DROP COLUMN language;`);
};
