import type { Migration } from '../migrator';

/**
 * Campaigns (docs/admin.md, "Campaigns"): an operator's message to a segment of the customers
 * whose Promotions switch is on. `next_after` is the sending's keyset cursor (the last account id
 * queued) and `last_batch_at` its throttle, both moved in the transaction that queues a batch;
 * `campaign_recipients` holds one row per customer queued (the primary key: exactly once, on any
 * instance, across restarts) and when they opened the app from it.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE campaigns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
      title text NOT NULL,
      body text NOT NULL,
      url text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('push', 'email', 'both')),
      segment jsonb NOT NULL,
      created_by uuid,
      created_by_role text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      scheduled_at timestamptz,
      started_at timestamptz,
      finished_at timestamptz,
      audience_size integer,
      next_after uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
      last_batch_at timestamptz,
      CHECK ((status IN ('draft', 'cancelled')) OR scheduled_at IS NOT NULL)
    );
    CREATE INDEX campaigns_due_idx ON campaigns (scheduled_at) WHERE status IN ('scheduled', 'sending');

    CREATE TABLE campaign_recipients (
      campaign_id bigint NOT NULL REFERENCES campaigns (id),
      user_id uuid NOT NULL,
      queued_at timestamptz NOT NULL,
      opened_at timestamptz,
      PRIMARY KEY (campaign_id, user_id)
    );

    -- A campaign's results count its rows in either outbox by dedupe key prefix ('campaign:<id>:'):
    -- LIKE with a prefix uses a text_pattern_ops index whatever the database's collation.
    CREATE INDEX push_outbox_dedupe_prefix_idx ON push_outbox (dedupe_key text_pattern_ops) WHERE dedupe_key IS NOT NULL;
    CREATE INDEX mail_outbox_dedupe_prefix_idx ON mail_outbox (dedupe_key text_pattern_ops) WHERE dedupe_key IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP INDEX push_outbox_dedupe_prefix_idx;
    DROP INDEX mail_outbox_dedupe_prefix_idx;
    DROP TABLE campaign_recipients;
    DROP TABLE campaigns;
  `);
};
