import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { AdminRole, CampaignChannel, CampaignSegment, CampaignStatus, PushScreen } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** A campaign (migration 0041), from its draft to its end. */
export interface CampaignRecord extends Model<
  InferAttributes<CampaignRecord>,
  InferCreationAttributes<CampaignRecord>
> {
  id: CreationOptional<string>;
  status: CreationOptional<CampaignStatus>;
  title: string;
  body: string;
  url: PushScreen;
  channel: CampaignChannel;
  segment: CampaignSegment;
  createdBy: string | null;
  createdByRole: AdminRole | null;
  createdAt: Date;
  updatedAt: Date;
  scheduledAt: CreationOptional<Date | null>;
  startedAt: CreationOptional<Date | null>;
  finishedAt: CreationOptional<Date | null>;
  audienceSize: CreationOptional<number | null>;
  nextAfter: CreationOptional<string>;
  lastBatchAt: CreationOptional<Date | null>;
}

/** A customer a campaign was queued for, once (migration 0041). */
export interface CampaignRecipientRecord extends Model<
  InferAttributes<CampaignRecipientRecord>,
  InferCreationAttributes<CampaignRecipientRecord>
> {
  campaignId: string;
  userId: string;
  queuedAt: Date;
  openedAt: CreationOptional<Date | null>;
}

/** Table campaigns, owned by the campaigns component. */
export function defineCampaignModel(sequelize: Sequelize): ModelStatic<CampaignRecord> {
  return defineModelOnce<CampaignRecord>(
    sequelize,
    'Campaign',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'draft' },
      title: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      url: { type: DataTypes.TEXT, allowNull: false },
      channel: { type: DataTypes.TEXT, allowNull: false },
      segment: { type: DataTypes.JSONB, allowNull: false },
      createdBy: DataTypes.UUID,
      createdByRole: DataTypes.TEXT,
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
      scheduledAt: DataTypes.DATE,
      startedAt: DataTypes.DATE,
      finishedAt: DataTypes.DATE,
      audienceSize: DataTypes.INTEGER,
      nextAfter: { type: DataTypes.UUID, allowNull: false, defaultValue: '00000000-0000-0000-0000-000000000000' },
      lastBatchAt: DataTypes.DATE,
    },
    { tableName: 'campaigns', underscored: true, timestamps: false },
  );
}

/** Table campaign_recipients, owned by the campaigns component. */
export function defineCampaignRecipientModel(sequelize: Sequelize): ModelStatic<CampaignRecipientRecord> {
  return defineModelOnce<CampaignRecipientRecord>(
    sequelize,
    'CampaignRecipient',
    {
      campaignId: { type: DataTypes.BIGINT, primaryKey: true },
      userId: { type: DataTypes.UUID, primaryKey: true },
      queuedAt: { type: DataTypes.DATE, allowNull: false },
      openedAt: DataTypes.DATE,
    },
    { tableName: 'campaign_recipients', underscored: true, timestamps: false },
  );
}
