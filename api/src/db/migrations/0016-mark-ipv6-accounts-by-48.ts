import { QueryTypes } from 'sequelize';
import { addressKey } from '../../http/client-ip';
import type { Migration } from '../migrator';

/**
 * One account per address counts IPv6 clients by their /48 (REGISTRATION_IPV6_PREFIX_LENGTH's
 * default), not their /64: anyone gets a /48 for free (docs/security.md). Existing IPv6 accounts
 * get their key from the address they registered from.
 */
const rekeyIpv6Accounts =
  (prefixLength: number): Migration =>
  async ({ context: queryInterface }) => {
    const { sequelize } = queryInterface;
    const rows = await sequelize.query<{ id: string; registration_ip: string }>(
      "SELECT id, registration_ip FROM users WHERE registration_ip LIKE '%:%'",
      {
        type: QueryTypes.SELECT,
      },
    );
    for (const row of rows) {
      await sequelize.query('UPDATE users SET registration_address_key = $2 WHERE id = $1', {
        bind: [row.id, addressKey(row.registration_ip, prefixLength)],
      });
    }
  };

export const up = rekeyIpv6Accounts(48);
export const down = rekeyIpv6Accounts(64);
