import { ForeignKeyConstraintError, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { PushSubscriptionRequest } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { notAuthenticated } from '../../errors';
import type { PushTarget } from './push-sender';
import { definePushSubscriptionModel } from './push-subscription-model';

/** A user's subscriptions, oldest first. */
const TARGETS_OF_USER = `
  SELECT p.id::text AS id, p.endpoint, p.p256dh, p.auth
  FROM push_subscriptions p
  WHERE p.user_id = $1
  ORDER BY p.id`;

/** What push asks the users component: whether an account is live (not deleted). */
export type LiveAccounts = { isLive(userId: string): Promise<boolean> };

/**
 * One row per endpoint: saving it again updates the owner's row (keys, session); another
 * account's row is left alone (no row returned). The model's upsert cannot say either.
 */
const SAVE = `
  INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_token_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
  ON CONFLICT (endpoint) DO UPDATE SET
    p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, session_token_hash = EXCLUDED.session_token_hash, updated_at = EXCLUDED.updated_at
  WHERE push_subscriptions.user_id = EXCLUDED.user_id
  RETURNING id`;

/** The account's devices past the cap, saved longest ago first out. */
const DROP_OLDEST = `
  DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
    SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`;

/** Two-key advisory lock (this namespace, hashtext(user id)): one save at a time per account, so the cap holds under races. */
const SAVE_LOCK_NAMESPACE = 4_242_004;

/** Devices kept per account: saving one more replaces the one saved longest ago. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;

/**
 * push_subscriptions: one row per device (unique endpoint), tied to the session that saved it, so
 * signing out and deleting the account remove it (ON DELETE CASCADE from sessions).
 */
export function createPushSubscriptions({
  sequelize,
  clock,
  accounts,
}: {
  sequelize: Sequelize;
  clock: Clock;
  accounts: LiveAccounts;
}) {
  const PushSubscription = definePushSubscriptionModel(sequelize);
  return {
    /**
     * Saves this device's subscription for the user and session (a device re-subscribing keeps its
     * row), keeping the account's newest PUSH_SUBSCRIPTIONS_PER_ACCOUNT; false, and nothing
     * changed, when the endpoint is another account's.
     */
    async save(userId: string, sessionTokenHash: string, subscription: PushSubscriptionRequest): Promise<boolean> {
      const now = clock.now();
      const { endpoint, keys } = subscription;
      try {
        return await sequelize.transaction(async (transaction) => {
          await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
            bind: [SAVE_LOCK_NAMESPACE, userId],
            transaction,
          });
          const saved = await sequelize.query(SAVE, {
            bind: [endpoint, keys.p256dh, keys.auth, userId, sessionTokenHash, now],
            type: QueryTypes.SELECT,
            transaction,
          });
          if (saved.length === 0) return false;
          await sequelize.query(DROP_OLDEST, { bind: [userId, PUSH_SUBSCRIPTIONS_PER_ACCOUNT], transaction });
          return true;
        });
      } catch (error) {
        // The session ended meanwhile (signed out elsewhere, account deleted).
        if (error instanceof ForeignKeyConstraintError) throw notAuthenticated();
        throw error;
      }
    },

    /** Removes the user's subscription of this endpoint; false when the user had none there. */
    async remove(userId: string, endpoint: string): Promise<boolean> {
      return (await PushSubscription.destroy({ where: { userId, endpoint } })) > 0;
    },

    /** After the push service said it no longer exists (404, 410). */
    async removeGone(id: string): Promise<void> {
      await PushSubscription.destroy({ where: { id } });
    },

    /** A live account's subscriptions (a deleted account has none left; the send-time check does not rely on it). */
    async targetsOf(userId: string): Promise<PushTarget[]> {
      if (!(await accounts.isLive(userId))) return [];
      return sequelize.query<PushTarget>(TARGETS_OF_USER, { bind: [userId], type: QueryTypes.SELECT });
    },
  };
}
