import type { Migration } from '../migrator';

/**
 * The password-changed mail became a notification like the others
 * (docs/notifications.md, "The mails"): its kind is `passwordChanged`, no longer `password-changed`. Rows written before, still
 * waiting or kept settled, take the new name, so a waiting one is sent and not failed for a kind
 * nothing renders.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    UPDATE mail_outbox
    SET kind = 'passwordChanged', payload = jsonb_set(payload, '{kind}', '"passwordChanged"')
    WHERE kind = 'password-changed'
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    UPDATE mail_outbox
    SET kind = 'password-changed', payload = jsonb_set(payload, '{kind}', '"password-changed"')
    WHERE kind = 'passwordChanged'
  `);
};
