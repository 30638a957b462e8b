import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { Model, ModelStatic } from 'sequelize';
import { connectDatabase } from '../../src/db/database';
import { createMigrator, migrateToLatest } from '../../src/db/migrator';
import { migrations } from '../../src/db/migrations';
import { createTestDatabase } from '../support/test-server';

describe('migrations', () => {
  it('when a migration file exists, then it is listed, in order', async () => {
    const files = (await readdir(path.join(__dirname, '..', '..', 'src', 'db', 'migrations')))
      .filter((f) => /^\d{4}-.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
  });

  it('when migrated down to nothing and up again, then the schema is back, e-mails are unique whatever the case and only deleted rows lose theirs', async () => {
    const database = connectDatabase(await createTestDatabase());
    try {
      await createMigrator(database.sequelize).down({ to: 0 });
      const tables = async () =>
        (
          await database.sequelize.query<{ tablename: string }>(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
            { type: QueryTypes.SELECT },
          )
        ).map((r) => r.tablename);
      expect(await tables()).toEqual(['schema_migrations']);
      await migrateToLatest(database.sequelize);
      await migrateToLatest(database.sequelize); // a second run finds nothing to do
      expect(await tables()).toEqual([
        'app_secrets',
        'audit_log',
        'campaign_recipients',
        'campaigns',
        'contracts',
        'deploy_tokens',
        'email_verification_links',
        'ended_sessions',
        'flags',
        'known_devices',
        'ledger_entries',
        'mail_outbox',
        'minted_days',
        'notification_settings',
        'password_reset_links',
        'programme_day_miners',
        'programme_days',
        'push_outbox',
        'push_subscriptions',
        'rate_limit_counters',
        'referral_reminders',
        'referrals',
        'remote_approvals',
        'remote_failure_reports',
        'remote_release_history',
        'remote_releases',
        'remote_rollouts',
        'reward_balances',
        'schema_migrations',
        'sessions',
        'shopify_discount_deactivations',
        'shopify_webhook_deliveries',
        'sign_in_addresses',
        'spent_registration_challenges',
        'store_credit_codes',
        'storybook_settings',
        'users',
        'visual_reviews',
        'voucher_log_exports',
        'voucher_logs',
      ]);

      await database.sequelize.query("INSERT INTO users (email) VALUES ('Zoe@Example.com')");
      await expect(
        database.sequelize.query("INSERT INTO users (email) VALUES ('zoe@example.com')"),
      ).rejects.toMatchObject({
        parent: expect.objectContaining({ constraint: 'users_email_lower_key' }),
      });
      await expect(
        database.sequelize.query("INSERT INTO users (email, role) VALUES ('x@example.com', 'root')"),
      ).rejects.toThrow(/users_role_check/);
      await expect(database.sequelize.query('INSERT INTO users (email) VALUES (NULL)')).rejects.toThrow(
        /users_email_present_check/,
      );
      await database.sequelize.query('INSERT INTO users (email, deleted_at) VALUES (NULL, now()), (NULL, now())');

      // Back below 0002, erased rows get placeholder addresses so the column can be NOT NULL again.
      await createMigrator(database.sequelize).down({ to: '0002-erasable-accounts' });
      const emails = await database.sequelize.query<{ email: string }>(
        'SELECT email FROM users WHERE deleted_at IS NOT NULL',
        { type: QueryTypes.SELECT },
      );
      expect(emails.map((r) => r.email)).toEqual([
        expect.stringMatching(/^erased-.+@erased\.invalid$/),
        expect.stringMatching(/@erased\.invalid$/),
      ]);
    } finally {
      await database.close();
    }
  });

  it('when verified e-mail arrives (0024), then the accounts that exist are verified and accounts made later are not', async () => {
    const database = connectDatabase(await createTestDatabase());
    const verified = async () =>
      (
        await database.sequelize.query<{ email: string; verified: boolean }>(
          'SELECT email, email_verified_at IS NOT NULL AS verified FROM users ORDER BY email',
          { type: QueryTypes.SELECT },
        )
      ).map((r) => `${r.email} ${r.verified}`);
    try {
      await createMigrator(database.sequelize).down({ to: '0024-verified-email' });
      await database.sequelize.query("INSERT INTO users (email) VALUES ('old@example.com')");
      await migrateToLatest(database.sequelize);
      await database.sequelize.query("INSERT INTO users (email) VALUES ('new@example.com')");
      expect(await verified()).toEqual(['new@example.com false', 'old@example.com true']);
    } finally {
      await database.close();
    }
  });

  it('when the password-changed mail became a notification (0038), then a waiting one of the old kind takes the new one', async () => {
    const database = connectDatabase(await createTestDatabase());
    const kinds = async () =>
      database.sequelize.query<{ kind: string; payload: { kind: string } }>('SELECT kind, payload FROM mail_outbox', {
        type: QueryTypes.SELECT,
      });
    try {
      await createMigrator(database.sequelize).down({ to: '0038-rename-password-changed-mails' });
      await database.sequelize.query(`
        INSERT INTO mail_outbox (to_address, kind, payload, message_id, created_at, next_attempt_at)
        VALUES ('ada@example.com', 'password-changed', '{"kind": "password-changed"}', '<1@test>', now(), now())
      `);
      await migrateToLatest(database.sequelize);
      expect(await kinds()).toEqual([{ kind: 'passwordChanged', payload: { kind: 'passwordChanged' } }]);
    } finally {
      await database.close();
    }
  });

  it('when each topic gets an e-mail switch (0039), then every saved row delivers what its channel delivered', async () => {
    const database = connectDatabase(await createTestDatabase());
    const switches = async () =>
      (
        await database.sequelize.query<{ email: string; push: boolean; mail: boolean }>(
          `SELECT u.email, s.promotions AS push, s.promotions_email AS mail
           FROM notification_settings s JOIN users u ON u.id = s.user_id ORDER BY u.email`,
          { type: QueryTypes.SELECT },
        )
      ).map((r) => `${r.email} push=${r.push} mail=${r.mail}`);
    try {
      await createMigrator(database.sequelize).down({ to: '0039-notification-email-switches' });
      for (const [name, on, channel] of [
        ['a-both', true, 'both'],
        ['b-email', true, 'email'],
        ['c-push', true, 'push'],
        ['d-off', false, 'both'],
      ] as const) {
        await database.sequelize.query(
          `WITH u AS (INSERT INTO users (email) VALUES ($1) RETURNING id)
           INSERT INTO notification_settings (user_id, contract_completed, rewards_available, balance_updates, promotions,
             security_alerts, weekly_newsletter, push_enabled, promotions_channel, updated_at)
           SELECT id, true, true, true, $2, true, true, true, $3, now() FROM u`,
          { bind: [`${name}@example.com`, on, channel] },
        );
      }
      await migrateToLatest(database.sequelize);
      expect(await switches()).toEqual([
        'a-both@example.com push=true mail=true',
        'b-email@example.com push=false mail=true',
        'c-push@example.com push=true mail=false',
        'd-off@example.com push=false mail=false',
      ]);
    } finally {
      await database.close();
    }
  });

  it('when the admin roles arrive (0019), then every admin becomes an owner, and only the four roles are accepted', async () => {
    const database = connectDatabase(await createTestDatabase());
    const roles = async () =>
      (
        await database.sequelize.query<{ email: string; role: string }>(
          'SELECT email, role FROM users ORDER BY email',
          { type: QueryTypes.SELECT },
        )
      ).map((r) => `${r.email} ${r.role}`);
    try {
      await createMigrator(database.sequelize).down({ to: '0019-admin-roles' });
      await database.sequelize.query(
        "INSERT INTO users (email, role) VALUES ('ada@example.com', 'admin'), ('ann@example.com', 'user')",
      );
      await migrateToLatest(database.sequelize);
      expect(await roles()).toEqual(['ada@example.com owner', 'ann@example.com user']);
      await expect(database.sequelize.query("UPDATE users SET role = 'admin'")).rejects.toThrow(/users_role_check/);
      await database.sequelize.query(
        "INSERT INTO users (email, role) VALUES ('sue@example.com', 'support'), ('vic@example.com', 'viewer')",
      );
      await createMigrator(database.sequelize).down({ to: '0019-admin-roles' });
      expect(await roles()).toEqual([
        'ada@example.com admin',
        'ann@example.com user',
        'sue@example.com user',
        'vic@example.com user',
      ]);
    } finally {
      await database.close();
    }
  });

  it("when migrated to the latest version, then every table has one model, whose columns are exactly the table's", async () => {
    const database = connectDatabase(await createTestDatabase());
    try {
      const columns = await database.sequelize.query<{ table_name: string; column_name: string }>(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'",
        { type: QueryTypes.SELECT },
      );
      const schema = new Map<string, string[]>();
      for (const { table_name, column_name } of columns)
        schema.set(table_name, [...(schema.get(table_name) ?? []), column_name].sort());
      const all: ModelStatic<Model>[] = Object.values(database.models);
      const models = new Map(
        all.map((model) => [
          model.getTableName() as string,
          Object.values(model.getAttributes())
            .map((a) => a.field ?? '')
            .sort(),
        ]),
      );
      expect(Object.keys(database.models)).toHaveLength(models.size);
      expect(models).toEqual(schema);
    } finally {
      await database.close();
    }
  });
});
