import type { Migration } from '../migrator';

const TOPICS = [
  'contract_completed',
  'rewards_available',
  'balance_updates',
  'promotions',
  'security_alerts',
  'weekly_newsletter',
] as const;

/** Until the user chooses (docs/notifications.md, "Channels"): security alerts, rewards and the weekly summary by e-mail. */
const EMAIL_DEFAULTS: Record<(typeof TOPICS)[number], boolean> = {
  contract_completed: false,
  rewards_available: true,
  balance_updates: false,
  promotions: false,
  security_alerts: true,
  weekly_newsletter: true,
};

/**
 * One switch, one stored value (docs/notifications.md, "Channels"): a topic's boolean is its push
 * switch, and a new boolean per topic is its e-mail switch, in place of the channel of migration
 * 0029. A row keeps what it delivered: push while the topic was on by push or both, e-mail while it
 * was on by e-mail or both.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  const add = TOPICS.map((topic) => `ADD COLUMN ${topic}_email BOOLEAN NOT NULL DEFAULT ${EMAIL_DEFAULTS[topic]}`);
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${add.join(', ')};`);
  const fill = TOPICS.flatMap((topic) => [
    `${topic}_email = ${topic} AND ${topic}_channel <> 'push'`,
    `${topic} = ${topic} AND ${topic}_channel <> 'email'`,
  ]);
  await queryInterface.sequelize.query(`UPDATE notification_settings SET ${fill.join(', ')};`);
  const drop = TOPICS.map((topic) => `DROP COLUMN ${topic}_channel`);
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${drop.join(', ')};`);
};

/** Back to a channel per topic: both switches on is `both`, e-mail alone `email` (the topic on), else `push`. */
export const down: Migration = async ({ context: queryInterface }) => {
  const add = TOPICS.map(
    (topic) =>
      `ADD COLUMN ${topic}_channel TEXT NOT NULL DEFAULT 'push' CHECK (${topic}_channel IN ('push', 'email', 'both'))`,
  );
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${add.join(', ')};`);
  const fill = TOPICS.flatMap((topic) => [
    `${topic}_channel = CASE WHEN ${topic} AND ${topic}_email THEN 'both' WHEN ${topic}_email THEN 'email' ELSE 'push' END`,
    `${topic} = ${topic} OR ${topic}_email`,
  ]);
  await queryInterface.sequelize.query(`UPDATE notification_settings SET ${fill.join(', ')};`);
  const drop = TOPICS.map((topic) => `DROP COLUMN ${topic}_email`);
  await queryInterface.sequelize.query(`ALTER TABLE notification_settings ${drop.join(', ')};`);
};
