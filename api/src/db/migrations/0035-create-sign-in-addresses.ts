import type { Migration } from '../migrator';

/**
 * The addresses each account signed in from on its latest UTC day of sign-ins (docs/admin.md,
 * "Flags": sign-ins from many devices or addresses in a day), by address key (an IPv4 address or
 * an IPv6 /64). A sign-in keeps only its own day's rows of the account; erasing the account
 * removes them.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE sign_in_addresses (
      user_id uuid NOT NULL,
      day date NOT NULL,
      address_key text NOT NULL,
      PRIMARY KEY (user_id, day, address_key)
    );
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE sign_in_addresses');
};
