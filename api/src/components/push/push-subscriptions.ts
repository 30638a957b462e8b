import { ForeignKeyConstraintError, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { PushSubscriptionRequest } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { notAuthenticated } from '../../errors';
import type { PushTarget } from './push-sender';
import { definePushSubscriptionModel } from './push-subscription-model';

/** A live account's subscriptions (a deleted account has none left, but the send-time check does not rely on that). */
const TARGETS_OF_LIVE_USER = `
  SELECT p.id::text AS id, p.endpoint, p.p256dh, p.auth
  FROM push_subscriptions p JOIN users u ON u.id = p.user_id
  WHERE p.user_id = $1 AND u.deleted_at IS NULL
  ORDER BY p.id`;

/** One row per endpoint, whoever saved it last (the model's upsert cannot leave created_at alone on conflict). */
const SAVE = `
  INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_token_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
  ON CONFLICT (endpoint) DO UPDATE SET
    p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, user_id = EXCLUDED.user_id, session_token_hash = EXCLUDED.session_token_hash, updated_at = EXCLUDED.updated_at`;

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;

/**
 * push_subscriptions: one row per device (unique endpoint), tied to the session that saved it, so
 * signing out and deleting the account remove it (ON DELETE CASCADE from sessions).
 */
export function createPushSubscriptions({ sequelize, clock }: { sequelize: Sequelize; clock: Clock }) {
  const PushSubscription = definePushSubscriptionModel(sequelize);
  return {
    /** Saves this device's subscription for the user and session (an upsert: a device re-subscribing or changing hands keeps one row). */
    async save(userId: string, sessionTokenHash: string, subscription: PushSubscriptionRequest): Promise<void> {
      const now = clock.now();
      const { endpoint, keys } = subscription;
      try {
        await sequelize.query(SAVE, { bind: [endpoint, keys.p256dh, keys.auth, userId, sessionTokenHash, now] });
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

    targetsOf(userId: string): Promise<PushTarget[]> {
      return sequelize.query<PushTarget>(TARGETS_OF_LIVE_USER, { bind: [userId], type: QueryTypes.SELECT });
    },
  };
}
