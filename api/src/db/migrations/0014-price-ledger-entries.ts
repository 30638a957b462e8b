import type { Migration } from '../migrator';

/**
 * The $CIAO price of each ledger entry at the moment it was made (docs/mining.md, "Credit
 * activity"), so the activity list shows what an entry was worth then, not now. Entries made before
 * this migration have no price (NULL): nothing recorded it, and a price guessed afterwards (the
 * contract's start price, a code's cut-down USD amount) would be a different number. New entries
 * always carry one (the ledger requires it). The user's newest-first pages read the existing
 * (user_id, id) index backwards.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'ALTER TABLE ledger_entries ADD COLUMN price_usd numeric(30, 18) CHECK (price_usd > 0)',
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('ALTER TABLE ledger_entries DROP COLUMN price_usd');
};
