import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';
import type { HistoryEntry, Release, Rollout } from './release-repository';

/** One published version of a remote (migration 0034); read and written by release-repository.ts. */
export interface RemoteReleaseRecord
  extends Model<InferAttributes<RemoteReleaseRecord>, InferCreationAttributes<RemoteReleaseRecord>>, Release {
  /** Load failures pages served with it reported with their report token (POST /api/telemetry/remote-failures). */
  failures: number;
  /** Load failures reported without a valid report token: shown, never counted by the canary watch. */
  unverifiedFailures: number;
  /** Pages served with it as a canary since it last became one. */
  canaryPages: number;
}

/** What is live of a remote: its active release and the optional canary with its share. */
export interface RemoteRolloutRecord
  extends Model<InferAttributes<RemoteRolloutRecord>, InferCreationAttributes<RemoteRolloutRecord>>, Rollout {}

/** One change of the registry: published, activated, canary, promoted, rolled back. */
export interface RemoteReleaseHistoryRecord
  extends
    Model<InferAttributes<RemoteReleaseHistoryRecord>, InferCreationAttributes<RemoteReleaseHistoryRecord>>,
    HistoryEntry {
  id: string;
}

const text = () => ({ type: DataTypes.TEXT, allowNull: false });
const optionalText = () => ({ type: DataTypes.TEXT, allowNull: true });

/** Table remote_releases (migration 0034), owned by the releases component. */
export function defineRemoteReleaseModel(sequelize: Sequelize): ModelStatic<RemoteReleaseRecord> {
  return defineModelOnce<RemoteReleaseRecord>(
    sequelize,
    'RemoteRelease',
    {
      remote: { type: DataTypes.TEXT, primaryKey: true },
      version: { type: DataTypes.TEXT, primaryKey: true },
      baseUrl: text(),
      manifest: { type: DataTypes.JSONB, allowNull: false },
      contractVersion: optionalText(),
      publishedBy: text(),
      publishedAt: { type: DataTypes.DATE, allowNull: false },
      checks: { type: DataTypes.JSONB, allowNull: false },
      failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      unverifiedFailures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      canaryPages: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      declares: { type: DataTypes.JSONB, allowNull: true },
    },
    { tableName: 'remote_releases', underscored: true, timestamps: false },
  );
}

/** Table remote_rollouts (migration 0034), owned by the releases component. */
export function defineRemoteRolloutModel(sequelize: Sequelize): ModelStatic<RemoteRolloutRecord> {
  return defineModelOnce<RemoteRolloutRecord>(
    sequelize,
    'RemoteRollout',
    {
      remote: { type: DataTypes.TEXT, primaryKey: true },
      activeVersion: text(),
      canaryVersion: optionalText(),
      canaryPercent: { type: DataTypes.INTEGER, allowNull: true },
      changedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'remote_rollouts', underscored: true, timestamps: false },
  );
}

/** Table remote_release_history (migration 0034), owned by the releases component. */
export function defineRemoteReleaseHistoryModel(sequelize: Sequelize): ModelStatic<RemoteReleaseHistoryRecord> {
  return defineModelOnce<RemoteReleaseHistoryRecord>(
    sequelize,
    'RemoteReleaseHistory',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      remote: text(),
      action: text(),
      version: text(),
      previousVersion: optionalText(),
      percent: { type: DataTypes.INTEGER, allowNull: true },
      actor: text(),
      at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'remote_release_history', underscored: true, timestamps: false },
  );
}

/** A deploy token as stored (migration 0040): its hash, never the token; read and written by deploy-token-repository.ts. */
export interface DeployTokenRecord extends Model<
  InferAttributes<DeployTokenRecord>,
  InferCreationAttributes<DeployTokenRecord>
> {
  id: string;
  remote: string;
  name: string;
  tokenHash: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** Table deploy_tokens (migration 0040), owned by the releases component. */
export function defineDeployTokenModel(sequelize: Sequelize): ModelStatic<DeployTokenRecord> {
  return defineModelOnce<DeployTokenRecord>(
    sequelize,
    'DeployToken',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      remote: text(),
      name: text(),
      tokenHash: { type: DataTypes.TEXT, allowNull: false, unique: true },
      createdBy: text(),
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      lastUsedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'deploy_tokens', underscored: true, timestamps: false },
  );
}

/** A page that reported a release's load failure (migration 0044): counted once per page; written by release-repository.ts. */
export interface RemoteFailureReportRecord extends Model<
  InferAttributes<RemoteFailureReportRecord>,
  InferCreationAttributes<RemoteFailureReportRecord>
> {
  remote: string;
  version: string;
  page: string;
}

/** Table remote_failure_reports (migration 0044), owned by the releases component. */
export function defineRemoteFailureReportModel(sequelize: Sequelize): ModelStatic<RemoteFailureReportRecord> {
  return defineModelOnce<RemoteFailureReportRecord>(
    sequelize,
    'RemoteFailureReport',
    {
      remote: { type: DataTypes.TEXT, primaryKey: true },
      version: { type: DataTypes.TEXT, primaryKey: true },
      page: { type: DataTypes.TEXT, primaryKey: true },
    },
    { tableName: 'remote_failure_reports', underscored: true, timestamps: false },
  );
}

/** A remote the host does not know, and the owner's decision on it (migration 0045); read and written by remote-approval-repository.ts. */
export interface RemoteApprovalRecord extends Model<
  InferAttributes<RemoteApprovalRecord>,
  InferCreationAttributes<RemoteApprovalRecord>
> {
  remote: string;
  state: string;
  requestedBy: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

/** Table remote_approvals (migration 0045), owned by the releases component. */
export function defineRemoteApprovalModel(sequelize: Sequelize): ModelStatic<RemoteApprovalRecord> {
  return defineModelOnce<RemoteApprovalRecord>(
    sequelize,
    'RemoteApproval',
    {
      remote: { type: DataTypes.TEXT, primaryKey: true },
      state: text(),
      requestedBy: text(),
      requestedAt: { type: DataTypes.DATE, allowNull: false },
      decidedBy: optionalText(),
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      reason: optionalText(),
    },
    { tableName: 'remote_approvals', underscored: true, timestamps: false },
  );
}

/** A release's visual review (migration 0046); read and written by visual-review-repository.ts. */
export interface VisualReviewRecord extends Model<
  InferAttributes<VisualReviewRecord>,
  InferCreationAttributes<VisualReviewRecord>
> {
  remote: string;
  version: string;
  baselineVersion: string | null;
  status: string;
  results: unknown;
  error: string | null;
  decision: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Table visual_reviews (migration 0046), owned by the releases component. */
export function defineVisualReviewModel(sequelize: Sequelize): ModelStatic<VisualReviewRecord> {
  return defineModelOnce<VisualReviewRecord>(
    sequelize,
    'VisualReview',
    {
      remote: { type: DataTypes.TEXT, primaryKey: true },
      version: { type: DataTypes.TEXT, primaryKey: true },
      baselineVersion: optionalText(),
      status: text(),
      results: { type: DataTypes.JSONB, allowNull: true },
      error: optionalText(),
      decision: optionalText(),
      decidedBy: optionalText(),
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      requestedAt: { type: DataTypes.DATE, allowNull: false },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'visual_reviews', underscored: true, timestamps: false },
  );
}
