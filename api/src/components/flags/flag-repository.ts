import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { FlagKind, FlagStatus } from '@ciao/contracts';
import type { Transaction } from '../../db/transactions';
import { defineFlagModel } from './flag-model';

/** A flag as stored (migration 0030). */
export type StoredFlag = {
  id: string;
  kind: FlagKind;
  customerId: string;
  reason: string;
  evidence: Record<string, unknown>;
  status: FlagStatus;
  raisedAt: Date;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  resolution: Record<string, unknown> | null;
};

export type NewFlag = {
  kind: FlagKind;
  customerId: string;
  /** Once per cause: a second flag with the same key only refreshes the evidence of an open one. */
  causeKey: string;
  reason: string;
  evidence: Record<string, unknown>;
  at: Date;
};

/** Open flags first, then newest first: the queue's order, and its keyset. */
export type FlagKey = { closed: boolean; id: string };

const COLUMNS = `id::text AS id, kind, customer_user_id AS "customerId", reason, evidence, status, raised_at AS "raisedAt",
  resolved_by AS "resolvedBy", resolved_at AS "resolvedAt", resolution`;

/**
 * Raw SQL: ON CONFLICT on the cause's key (once per cause; the evidence of a flag still open
 * follows its cause, e.g. a burst that goes on).
 */
const RAISE = `
  INSERT INTO flags (kind, customer_user_id, cause_key, reason, evidence, raised_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (cause_key) DO UPDATE SET evidence = EXCLUDED.evidence WHERE flags.status = 'open'`;

/**
 * Adds a credit to the customer's minted total of its day (a later day starts again; a credit of an
 * earlier day than the row's changes nothing and answers no total).
 */
const ADD_MINTED = `
  INSERT INTO minted_days AS m (user_id, day, minted_usd) VALUES ($1, $2, $3)
  ON CONFLICT (user_id) DO UPDATE
    SET minted_usd = CASE WHEN m.day = EXCLUDED.day THEN m.minted_usd + EXCLUDED.minted_usd ELSE EXCLUDED.minted_usd END,
      day = EXCLUDED.day
    WHERE m.day <= EXCLUDED.day
  RETURNING minted_usd::text AS "mintedUsd"`;

export type FlagRepository = ReturnType<typeof createFlagRepository>;

/** The tables flags (migration 0030) and minted_days (migration 0037), owned by the flags component. */
export function createFlagRepository({ sequelize }: { sequelize: Sequelize }) {
  const Flag = defineFlagModel(sequelize);
  return {
    async raise(transaction: Transaction, flag: NewFlag): Promise<void> {
      await sequelize.query(RAISE, {
        bind: [flag.kind, flag.customerId, flag.causeKey, flag.reason, JSON.stringify(flag.evidence), flag.at],
        transaction,
      });
    },

    /**
     * Up to `limit` flags after `after` in the queue's order (open first, newest first), filtered
     * by kind and status when given: served by flags_queue_idx, flags_status_idx or flags_kind_idx.
     */
    async page(
      filter: { kind?: FlagKind | undefined; status?: FlagStatus | undefined },
      after: FlagKey | undefined,
      limit: number,
    ): Promise<StoredFlag[]> {
      const bind: unknown[] = [];
      const where: string[] = [];
      if (filter.kind !== undefined) where.push(`kind = $${bind.push(filter.kind)}`);
      if (filter.status !== undefined) where.push(`status = $${bind.push(filter.status)}`);
      if (after !== undefined) {
        const closed = `$${bind.push(after.closed)}::boolean`;
        const id = `$${bind.push(after.id)}::bigint`;
        where.push(`((status <> 'open') > ${closed} OR ((status <> 'open') = ${closed} AND id < ${id}))`);
      }
      return sequelize.query<StoredFlag>(
        `SELECT ${COLUMNS} FROM flags ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY (status <> 'open'), id DESC LIMIT $${bind.push(limit)}`,
        { bind, type: QueryTypes.SELECT },
      );
    },

    /** The customer's credits minted on `day` (YYYY-MM-DD) with this one, in USD; null for a credit of a past day. */
    async addMinted(transaction: Transaction, userId: string, day: string, usd: string): Promise<string | null> {
      const [row] = await sequelize.query<{ mintedUsd: string }>(ADD_MINTED, {
        bind: [userId, day, usd],
        type: QueryTypes.SELECT,
        transaction,
      });
      return row?.mintedUsd ?? null;
    },

    /** The open flags (flags_status_idx): the menu's count. */
    countOpen: (): Promise<number> => Flag.count({ where: { status: 'open' } }),

    /** The flag, locked until the transaction ends (resolutions of one flag take turns). */
    async lock(transaction: Transaction, id: string): Promise<StoredFlag | null> {
      const [row] = await sequelize.query<StoredFlag>(`SELECT ${COLUMNS} FROM flags WHERE id = $1 FOR UPDATE`, {
        bind: [id],
        type: QueryTypes.SELECT,
        transaction,
      });
      return row ?? null;
    },

    async resolve(
      transaction: Transaction,
      id: string,
      resolved: { status: Exclude<FlagStatus, 'open'>; by: string; at: Date; resolution: Record<string, unknown> },
    ): Promise<StoredFlag> {
      const [row] = await sequelize.query<StoredFlag>(
        `UPDATE flags SET status = $2, resolved_by = $3, resolved_at = $4, resolution = $5
         WHERE id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
        {
          bind: [id, resolved.status, resolved.by, resolved.at, JSON.stringify(resolved.resolution)],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (!row) throw new Error(`flag ${id} was not open under its lock`);
      return row;
    },
  };
}
