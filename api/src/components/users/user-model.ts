import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { Language, Role } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

export interface UserRecord extends Model<InferAttributes<UserRecord>, InferCreationAttributes<UserRecord>> {
  id: CreationOptional<string>;
  /** NULL only in deleted (erased) rows, written by raw SQL; the paranoid model never returns those. */
  email: string;
  name: CreationOptional<string | null>;
  nickname: CreationOptional<string | null>;
  profileImageUrl: CreationOptional<string | null>;
  image: CreationOptional<string | null>;
  passwordHash: CreationOptional<string | null>;
  role: CreationOptional<Role>;
  dateOfBirth: CreationOptional<string | null>;
  country: CreationOptional<string | null>;
  ageVerifiedAt: CreationOptional<Date | null>;
  registrationIp: CreationOptional<string | null>;
  /** The address key (IPv4 address, IPv6 /64) the one-account-per-address rule counts by. */
  registrationAddressKey: CreationOptional<string | null>;
  ipMarked: CreationOptional<boolean>;
  /** Unique whatever its case; NULL only in deleted (erased) rows (docs/referral.md). */
  referralCode: CreationOptional<string | null>;
  /** Set while support has suspended the account (docs/admin.md, "Corrections"). */
  suspendedAt: CreationOptional<Date | null>;
  /** When the address was proved (docs/accounts.md, "Verified e-mail"); null until then. */
  emailVerifiedAt: CreationOptional<Date | null>;
  /** Chosen in the profile (migration 0048); null: the browser's, and English for mail and push. */
  language: CreationOptional<Language | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  deletedAt: CreationOptional<Date | null>;
}

export type UserModel = ModelStatic<UserRecord>;

/** Table users (migrations 0001, 0002, 0007, 0012, 0022, 0024, 0044), owned by the users component. */
export function defineUserModel(sequelize: Sequelize): UserModel {
  return defineModelOnce<UserRecord>(
    sequelize,
    'User',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      email: { type: DataTypes.TEXT, allowNull: false },
      name: DataTypes.TEXT,
      nickname: DataTypes.TEXT,
      profileImageUrl: DataTypes.TEXT,
      image: DataTypes.TEXT,
      passwordHash: DataTypes.TEXT,
      role: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'user' },
      dateOfBirth: DataTypes.DATEONLY,
      country: DataTypes.TEXT,
      ageVerifiedAt: DataTypes.DATE,
      registrationIp: DataTypes.TEXT,
      registrationAddressKey: DataTypes.TEXT,
      ipMarked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      referralCode: DataTypes.TEXT,
      suspendedAt: DataTypes.DATE,
      emailVerifiedAt: DataTypes.DATE,
      language: DataTypes.TEXT,
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
      deletedAt: DataTypes.DATE,
    },
    { tableName: 'users', underscored: true, timestamps: true, paranoid: true },
  );
}
