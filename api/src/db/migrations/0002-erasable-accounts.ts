import { DataTypes } from 'sequelize';
import type { Migration } from '../migrator';

/**
 * Account deletion erases the e-mail (docs/accounts.md): the column becomes nullable, but only
 * for deleted rows. NULLs never collide in the lower(email) unique index, so the address can
 * register again. Registration looks up other accounts from the same IP.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.changeColumn('users', 'email', { type: DataTypes.TEXT, allowNull: true });
  await queryInterface.sequelize.query(
    'ALTER TABLE users ADD CONSTRAINT users_email_present_check CHECK (email IS NOT NULL OR deleted_at IS NOT NULL)',
  );
  await queryInterface.addIndex('users', { name: 'users_registration_ip_idx', fields: ['registration_ip'] });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('users', 'users_registration_ip_idx');
  await queryInterface.removeConstraint('users', 'users_email_present_check');
  // Erased rows get a placeholder no one can receive mail at (.invalid is reserved, RFC 2606).
  await queryInterface.sequelize.query(
    "UPDATE users SET email = 'erased-' || id || '@erased.invalid' WHERE email IS NULL",
  );
  await queryInterface.changeColumn('users', 'email', { type: DataTypes.TEXT, allowNull: false });
};
