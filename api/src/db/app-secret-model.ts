import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import { defineModelOnce } from './define-model';

/** A key every instance shares, generated once (e.g. the age-proof HMAC key). */
interface AppSecretRecord extends Model<InferAttributes<AppSecretRecord>, InferCreationAttributes<AppSecretRecord>> {
  name: string;
  value: string;
  createdAt: CreationOptional<Date>;
}

export type AppSecretModel = ModelStatic<AppSecretRecord>;

/** Table app_secrets (migration 0004), owned by db/app-secrets.ts. */
export function defineAppSecretModel(sequelize: Sequelize): AppSecretModel {
  return defineModelOnce<AppSecretRecord>(
    sequelize,
    'AppSecret',
    {
      name: { type: DataTypes.TEXT, primaryKey: true },
      value: { type: DataTypes.TEXT, allowNull: false },
      // Set by PostgreSQL's default (now()).
      createdAt: DataTypes.DATE,
    },
    { tableName: 'app_secrets', underscored: true, timestamps: false },
  );
}
