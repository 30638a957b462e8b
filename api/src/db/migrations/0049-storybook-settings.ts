import type { Migration } from '../migrator';

/**
 * An owner's Storybook settings (docs/storybook.md): who may open /storybook/ and whether a
 * release's visual changes wait for a designer's approval. One row once an owner saved them; until
 * then the environment's defaults (STORYBOOK_ACCESS, DESIGN_APPROVAL) hold.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE storybook_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      access text NOT NULL CHECK (access IN ('public', 'admins', 'off')),
      design_approval text NOT NULL CHECK (design_approval IN ('required', 'off')),
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL
    );
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE storybook_settings;');
};
