import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { DEPLOY_TOKEN_DAYS } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { transactOn } from '../../db/transactions';
import { AppError } from '../../errors';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { REMOTE_NAME } from './release-store';

/** What a deploy token opens: the release routes of its one remote (docs/deploying.md, "Publishing over HTTP"). */
export type DeployToken = { id: string; remote: string; name: string };

type DeployTokenRow = DeployToken & {
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

/** Who makes or revokes a token: the audit trail's actor (null: the command line) and the reason typed. */
export type TokenAudit = { actor: AuditActor; reason: string | null };

const TOKEN_PREFIX = 'ciao_dt_';
const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * deploy_tokens (migration 0040): made, checked and revoked here; only their hash is stored. Making
 * and revoking one is in the audit trail, in the same transaction.
 */
export function createDeployTokens({ sequelize }: Pick<Database, 'sequelize'>, clock: Clock, auditTrail: AuditTrail) {
  const transact = transactOn(sequelize);
  return {
    /** A new token for `remote`, valid `days` days: the token itself is returned once and never kept. */
    async create({
      remote,
      name,
      days,
      by,
      audit,
    }: {
      remote: string;
      name: string;
      days: number;
      by: string;
      audit: TokenAudit;
    }) {
      if (!REMOTE_NAME.test(remote)) throw new AppError(400, `"${remote}" is not a remote's name (mf-<name>)`);
      if (!/^[\w .-]{1,64}$/.test(name))
        throw new AppError(400, 'A token needs a name of 1 to 64 letters, digits, spaces, . _ or -');
      if (!Number.isInteger(days) || days < DEPLOY_TOKEN_DAYS.min || days > DEPLOY_TOKEN_DAYS.max)
        throw new AppError(
          400,
          `A token lasts a whole number of days from ${DEPLOY_TOKEN_DAYS.min} to ${DEPLOY_TOKEN_DAYS.max}`,
        );
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + days * DAY_MS);
      const id = await transact(async (transaction) => {
        const [row] = await sequelize.query<{ id: string }>(
          `INSERT INTO deploy_tokens (remote, name, token_hash, created_by, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
          { bind: [remote, name, hashOf(token), by, now, expiresAt], type: QueryTypes.SELECT, transaction },
        );
        await auditTrail.record(transaction, {
          ...audit,
          action: 'deploy-token.created',
          after: { token: row?.id ?? '', remote, name, expiresAt: expiresAt.toISOString() },
        });
        return row?.id ?? '';
      });
      return { id, remote, name, token, expiresAt };
    },

    /** The token a bearer presents, when it is known, unexpired and not revoked; its use is noted. */
    async verify(token: string): Promise<DeployToken | undefined> {
      if (!token.startsWith(TOKEN_PREFIX)) return undefined;
      const [found] = await sequelize.query<DeployToken>(
        `UPDATE deploy_tokens SET last_used_at = $2
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2
         RETURNING id::text AS id, remote, name`,
        { bind: [hashOf(token), clock.now()], type: QueryTypes.SELECT },
      );
      return found;
    },

    /** Revokes a token by its number; false when there is no such token or it is revoked already. */
    async revoke(id: string, audit: TokenAudit): Promise<boolean> {
      if (!/^\d{1,18}$/.test(id)) return false;
      return transact(async (transaction) => {
        const [revoked] = await sequelize.query<{ remote: string; name: string }>(
          'UPDATE deploy_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING remote, name',
          { bind: [id, clock.now()], type: QueryTypes.SELECT, transaction },
        );
        if (!revoked) return false;
        await auditTrail.record(transaction, {
          ...audit,
          action: 'deploy-token.revoked',
          before: { token: id, remote: revoked.remote, name: revoked.name },
        });
        return true;
      });
    },

    async list(): Promise<DeployTokenRow[]> {
      return sequelize.query<DeployTokenRow>(
        `SELECT id::text AS id, remote, name, created_by AS "createdBy", created_at AS "createdAt",
           expires_at AS "expiresAt", revoked_at AS "revokedAt", last_used_at AS "lastUsedAt"
         FROM deploy_tokens ORDER BY remote, id`,
        { type: QueryTypes.SELECT },
      );
    },
  };
}
export type DeployTokens = ReturnType<typeof createDeployTokens>;
