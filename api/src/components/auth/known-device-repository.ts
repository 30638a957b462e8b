import { Op, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOnceOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { defineKnownDeviceModel } from './known-device-model';

/** The device's row, new or seen again; `inserted`: PostgreSQL's way of telling an insert from the conflict's update. */
const SEE_DEVICE = `
  INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
  ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
  RETURNING (xmax = 0) AS inserted`;

export type KnownDeviceRepository = ReturnType<typeof createKnownDeviceRepository>;

/** Table known_devices: each account's devices, by the SHA-256 of the device cookie. */
export function createKnownDeviceRepository({ sequelize }: { sequelize: Sequelize }) {
  const KnownDevice = defineKnownDeviceModel(sequelize);
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
    },
  };
}
