import { DataTypes, Sequelize } from 'sequelize';
import type { Migration } from '../migrator';

export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable('users', {
    id: {
      type: DataTypes.UUID,
      primaryKey: true,
      allowNull: false,
      defaultValue: Sequelize.literal('gen_random_uuid()'),
    },
    email: { type: DataTypes.TEXT, allowNull: false },
    name: { type: DataTypes.TEXT },
    nickname: { type: DataTypes.TEXT },
    profile_image_url: { type: DataTypes.TEXT },
    image: { type: DataTypes.TEXT },
    // Nullable: deleting an account erases its hash, and a missing hash never verifies.
    password_hash: { type: DataTypes.TEXT },
    role: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'user' },
    date_of_birth: { type: DataTypes.DATEONLY },
    country: { type: DataTypes.TEXT },
    age_verified_at: { type: DataTypes.DATE },
    registration_ip: { type: DataTypes.TEXT },
    ip_marked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
    deleted_at: { type: DataTypes.DATE },
  });
  await queryInterface.addConstraint('users', {
    type: 'check',
    name: 'users_role_check',
    fields: ['role'],
    where: { role: ['user', 'admin'] },
  });
  // E-mail is unique whatever its case (product-decisions: accounts).
  await queryInterface.addIndex('users', {
    name: 'users_email_lower_key',
    unique: true,
    fields: [Sequelize.fn('lower', Sequelize.col('email'))],
  });

  await queryInterface.createTable('sessions', {
    // SHA-256 hex of the cookie token: a database leak does not hand out live sessions.
    token_hash: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
    user_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
    expires_at: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex('sessions', { name: 'sessions_user_id_idx', fields: ['user_id'] });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('sessions');
  await queryInterface.dropTable('users');
};
