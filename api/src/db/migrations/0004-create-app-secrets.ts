import { DataTypes, Sequelize } from 'sequelize';
import type { Migration } from '../migrator';

/** Keys generated once by whichever instance needs them first, so every instance agrees (e.g. the age-proof HMAC key). */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable('app_secrets', {
    name: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
    value: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('app_secrets');
};
