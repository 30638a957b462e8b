import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** A device (the SHA-256 of its device cookie) an account has signed in or registered from. */
interface KnownDeviceRecord extends Model<
  InferAttributes<KnownDeviceRecord>,
  InferCreationAttributes<KnownDeviceRecord>
> {
  userId: string;
  deviceHash: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export type KnownDeviceModel = ModelStatic<KnownDeviceRecord>;

/** Table known_devices (migration 0013), owned by the auth component. */
export function defineKnownDeviceModel(sequelize: Sequelize): KnownDeviceModel {
  return defineModelOnce<KnownDeviceRecord>(
    sequelize,
    'KnownDevice',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      deviceHash: { type: DataTypes.TEXT, primaryKey: true },
      firstSeenAt: { type: DataTypes.DATE, allowNull: false },
      lastSeenAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'known_devices', underscored: true, timestamps: false },
  );
}
