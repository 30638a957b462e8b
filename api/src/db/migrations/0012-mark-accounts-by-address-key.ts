import { QueryTypes } from 'sequelize';
import { addressKey } from '../../http/client-ip';
import type { Migration } from '../migrator';

/**
 * One account per address counts by the rate limiter's address key (IPv4 address, IPv6 /64), not
 * the exact address: rotating the interface half of an IPv6 address made unmarked accounts at will
 * (docs/security.md). Existing accounts get their key from the address they registered from.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  const { sequelize } = queryInterface;
  await sequelize.query('ALTER TABLE users ADD COLUMN registration_address_key TEXT');
  const rows = await sequelize.query<{ id: string; registration_ip: string }>(
    'SELECT id, registration_ip FROM users WHERE registration_ip IS NOT NULL',
    {
      type: QueryTypes.SELECT,
    },
  );
  for (const row of rows) {
    await sequelize.query('UPDATE users SET registration_address_key = $2 WHERE id = $1', {
      bind: [row.id, addressKey(row.registration_ip)],
    });
  }
  await sequelize.query('CREATE INDEX users_registration_address_key_idx ON users (registration_address_key)');
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('ALTER TABLE users DROP COLUMN registration_address_key');
};
