import { DataTypes } from 'sequelize';
import type { Migration } from '../migrator';

/** Attempt counters shared by every API instance: one row per key and fixed window. */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable('rate_limit_counters', {
    // e.g. "signin:account:ann@example.com", "register:ip:203.0.113.7"
    key: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false },
    window_ends_at: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex('rate_limit_counters', {
    name: 'rate_limit_counters_window_ends_at_idx',
    fields: ['window_ends_at'],
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rate_limit_counters');
};
