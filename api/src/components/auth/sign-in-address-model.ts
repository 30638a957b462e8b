import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** An address key (IPv4, or IPv6 /64) an account signed in from on a UTC day. */
interface SignInAddressRecord extends Model<
  InferAttributes<SignInAddressRecord>,
  InferCreationAttributes<SignInAddressRecord>
> {
  userId: string;
  day: string;
  addressKey: string;
}

/** Table sign_in_addresses (migration 0035), owned by the auth component. */
export function defineSignInAddressModel(sequelize: Sequelize): ModelStatic<SignInAddressRecord> {
  return defineModelOnce<SignInAddressRecord>(
    sequelize,
    'SignInAddress',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      day: { type: DataTypes.DATEONLY, primaryKey: true },
      addressKey: { type: DataTypes.TEXT, primaryKey: true },
    },
    { tableName: 'sign_in_addresses', underscored: true, timestamps: false },
  );
}
