import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** An owner's Storybook settings, one row (migration 0049); read and written by storybook-settings-repository.ts. */
export interface StorybookSettingsRecord extends Model<
  InferAttributes<StorybookSettingsRecord>,
  InferCreationAttributes<StorybookSettingsRecord>
> {
  id: number;
  access: string;
  designApproval: string;
  changedBy: string;
  changedAt: Date;
}

export function defineStorybookSettingsModel(sequelize: Sequelize): ModelStatic<StorybookSettingsRecord> {
  return defineModelOnce<StorybookSettingsRecord>(
    sequelize,
    'StorybookSettings',
    {
      id: { type: DataTypes.SMALLINT, primaryKey: true },
      access: { type: DataTypes.TEXT, allowNull: false },
      designApproval: { type: DataTypes.TEXT, allowNull: false },
      changedBy: { type: DataTypes.TEXT, allowNull: false },
      changedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'storybook_settings', underscored: true, timestamps: false },
  );
}
