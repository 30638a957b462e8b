import type { Migration } from '../migrator';

const CHANNELS: Record<string, string> = {
  contract_completed: 'push',
  rewards_available: 'both',
  balance_updates: 'push',
  promotions: 'push',
  security_alerts: 'both',
  weekly_newsletter: 'both',
};

/**
 * A channel per notification switch (docs/notifications.md, "Channels"): push, email or both;
 * existing rows take the defaults.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  const columns = Object.entries(CHANNELS).map(
    ([setting, channel]) =>
      `ADD COLUMN ${setting}_channel TEXT NOT NULL DEFAULT '${channel}' CHECK (${setting}_channel IN ('push', 'email', 'both'))`,
  );
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${columns.join(', ')};`);
};

export const down: Migration = async ({ context: queryInterface }) => {
  const columns = Object.keys(CHANNELS).map((setting) => `DROP COLUMN ${setting}_channel`);
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${columns.join(', ')};`);
};
