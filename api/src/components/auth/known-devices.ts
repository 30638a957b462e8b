import { createHash } from 'node:crypto';
import { Op, QueryTypes } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import type { Clock } from '../../clock';
import { defineKnownDeviceModel } from './known-device-model';

/** Told, inside the transaction that records it, that an account signed in from a new device (security alerts). */
export type NewDeviceListener = { newDevice(transaction: Transaction, signIn: { userId: string; at: Date }): Promise<void> };

/** The device's row, new or seen again; `inserted`: PostgreSQL's way of telling an insert from the conflict's update. */
const SEE_DEVICE = `
  INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
  ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
  RETURNING (xmax = 0) AS inserted`;

export type KnownDevices = ReturnType<typeof createKnownDevices>;

/**
 * The devices each account has used (docs/notifications.md, "What is sent"): a device is the
 * browser's device cookie, stored as its SHA-256. A sign-in from a device the account has not used
 * is new, and the listener hears of it when the account had used another device before (a first
 * sign-in after registering elsewhere counts; an account's very first device does not).
 */
export function createKnownDevices({ sequelize, clock, listener }: { sequelize: Sequelize; clock: Clock; listener?: NewDeviceListener | undefined }) {
  const KnownDevice = defineKnownDeviceModel(sequelize);

  async function see(userId: string, deviceId: string, alert: boolean): Promise<void> {
    const deviceHash = createHash('sha256').update(deviceId).digest('hex');
    await sequelize.transaction(async (transaction) => {
      const at = clock.now();
      const [seen] = await sequelize.query<{ inserted: boolean }>(SEE_DEVICE, { bind: [userId, deviceHash, at], type: QueryTypes.SELECT, transaction });
      if (!seen?.inserted || !alert || !listener) return;
      const another = await KnownDevice.findOne({ attributes: ['deviceHash'], where: { userId, deviceHash: { [Op.ne]: deviceHash } }, transaction });
      if (another) await listener.newDevice(transaction, { userId, at });
    });
  }

  return {
    /** A sign-in from this device: recorded, and a new device reported. */
    signedIn: (userId: string, deviceId: string) => see(userId, deviceId, true),
    /** The device an account was registered on: its first known device. */
    registered: (userId: string, deviceId: string) => see(userId, deviceId, false),
    /** Deleting the account: its devices are personal data too. */
    async forgetAll(userId: string, transaction: Transaction): Promise<void> {
      await KnownDevice.destroy({ where: { userId }, transaction });
    },
  };
}
