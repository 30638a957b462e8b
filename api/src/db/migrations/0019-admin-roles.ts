import type { Migration } from '../migrator';

/**
 * Three admin roles instead of one (docs/admin.md): `owner` (everything), `support` (look up and
 * correct) and `viewer` (read only). Every existing admin becomes an owner: nobody loses a right.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    UPDATE users SET role = 'owner' WHERE role = 'admin';
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'owner', 'support', 'viewer'));
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  // One admin role again: an owner is an admin; support and viewer had less, so they become users.
  await queryInterface.sequelize.query(`
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    UPDATE users SET role = 'admin' WHERE role = 'owner';
    UPDATE users SET role = 'user' WHERE role IN ('support', 'viewer');
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'));
  `);
};
