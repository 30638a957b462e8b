import { Op, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOnceOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { defineKnownDeviceModel } from './known-device-model';
import { defineSignInAddressModel } from './sign-in-address-model';

/** The device's row, new or seen again; `inserted`: PostgreSQL's way of telling an insert from the conflict's update. */
const SEE_DEVICE = `
  INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
  ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
  RETURNING (xmax = 0) AS inserted`;

/** The account's addresses of the day, the sign-in's included; its earlier days are dropped. */
const SEE_ADDRESS = `
  WITH earlier AS (DELETE FROM sign_in_addresses WHERE user_id = $1 AND day < $2),
  seen AS (INSERT INTO sign_in_addresses (user_id, day, address_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING)
  SELECT 1`;

/** How many devices and addresses an account used on a UTC day. */
export type SignInsOfDay = { devices: number; addresses: number };

export type KnownDeviceRepository = ReturnType<typeof createKnownDeviceRepository>;

/** Tables known_devices (each account's devices, by the SHA-256 of the device cookie) and sign_in_addresses. */
export function createKnownDeviceRepository({ sequelize }: { sequelize: Sequelize }) {
  const KnownDevice = defineKnownDeviceModel(sequelize);
  const SignInAddress = defineSignInAddressModel(sequelize);
  return {
    transact: transactOnceOn(sequelize),
    /** Records that the account used this device at `at`; true when the device is new to the account. */
    async see(transaction: Transaction, userId: string, deviceHash: string, at: Date): Promise<boolean> {
      const [seen] = await sequelize.query<{ inserted: boolean }>(SEE_DEVICE, {
        bind: [userId, deviceHash, at],
        type: QueryTypes.SELECT,
        transaction,
      });
      return seen?.inserted ?? false;
    },
    /** Records that the account signed in from this address key on this UTC day (only that day's are kept). */
    async seeAddress(transaction: Transaction, userId: string, day: string, addressKey: string): Promise<void> {
      await sequelize.query(SEE_ADDRESS, { bind: [userId, day, addressKey], transaction });
    },
    /** How many devices the account used and addresses it signed in from since `dayStart` (a UTC day's start). */
    async usedSince(transaction: Transaction, userId: string, dayStart: Date): Promise<SignInsOfDay> {
      const devices = await KnownDevice.count({ where: { userId, lastSeenAt: { [Op.gte]: dayStart } }, transaction });
      const addresses = await SignInAddress.count({
        where: { userId, day: dayStart.toISOString().slice(0, 10) },
        transaction,
      });
      return { devices, addresses };
    },
    /** Whether the account has used a device other than this one. */
    async usedAnother(transaction: Transaction, userId: string, deviceHash: string): Promise<boolean> {
      const another = await KnownDevice.findOne({
        attributes: ['deviceHash'],
        where: { userId, deviceHash: { [Op.ne]: deviceHash } },
        transaction,
      });
      return another !== null;
    },
    async forgetAll(userId: string, transaction: Transaction): Promise<void> {
      await KnownDevice.destroy({ where: { userId }, transaction });
      await SignInAddress.destroy({ where: { userId }, transaction });
    },
  };
}
