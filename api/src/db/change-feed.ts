import { Client } from 'pg';
import type { Logger } from '../logger';

/** What PostgreSQL announces (migrations 0009, 0010 and 0034), each with a user id (a remote's name for `remotes`) as payload. */
const CHANGE_CHANNELS = {
  /** A session deleted, a user row updated (profile, role, deletion). */
  user: 'ciao_user_changed',
  /** A user's balance, contracts or store-credit codes changed. */
  rewards: 'ciao_rewards_changed',
  /** What is live of a remote changed (migration 0034); the payload is the remote's name. */
  remotes: 'ciao_remotes_changed',
} as const;
export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

export type ChangeFeed = {
  /** true while notifications are being received; a cache must not be trusted otherwise. */
  readonly live: boolean;
  /** Called with a user id for each change on the channel, and with null when changes may have been missed. */
  subscribe(channel: ChangeChannel, listener: (userId: string | null) => void): void;
  close(): Promise<void>;
};

const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

export type ChangeFeedOptions = {
  /** How often a trivial query checks the listening connection (default 5 s). */
  heartbeatIntervalMs?: number;
  /** How long it may take to answer before the connection counts as lost (default 3 s). */
  heartbeatTimeoutMs?: number;
  /** Called each time the feed listens again after its connection was lost (metrics/metrics.ts). */
  onReconnect?: () => void;
};

const HEARTBEAT_INTERVAL_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
/** TCP keepalive probes start after this much silence (the heartbeat usually notices first). */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/** The socket under a pg Client (not in its types), to cut a connection that no longer answers. */
const socketOf = (client: Client) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;

/**
 * One dedicated PostgreSQL connection per API instance that LISTENs for changes, so every
 * instance's caches hear of changes made anywhere (another instance, the CLI, psql). When the
 * connection drops, listeners are told that changes may have been missed (null) and `live` stays
 * false until it is back. A connection that hangs without dropping (a stopped server, a silent
 * network) is caught by a heartbeat: every `heartbeatIntervalMs` a `SELECT 1` on it must answer
 * within `heartbeatTimeoutMs`, else it is cut and treated exactly as a drop. TCP keepalive is on too.
 */
export function createChangeFeed(url: string, logger: Logger, options: ChangeFeedOptions = {}): ChangeFeed {
  const intervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  const deadlineMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  const listeners = new Map<string, ((userId: string | null) => void)[]>();
  let live = false;
  let closed = false;
  let client: Client | undefined;
  let attempt = 0;
  /** It has listened before: listening again is a reconnect. */
  let listened = false;
  let timer: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;

  /** The next heartbeat of `beating`, as long as it is the current connection. */
  function scheduleBeat(beating: Client) {
    beat = setTimeout(() => {
      beat = undefined;
      if (client !== beating) return;
      let answered = false;
      const deadline = setTimeout(() => {
        if (answered || client !== beating) return;
        socketOf(beating)?.destroy(); // it will not answer: do not wait for a goodbye either
        lost(new Error(`change feed heartbeat: no answer within ${deadlineMs} ms`));
      }, deadlineMs);
      deadline.unref();
      beating.query('SELECT 1').then(
        () => {
          answered = true;
          clearTimeout(deadline);
          if (client === beating) scheduleBeat(beating);
        },
        (error: unknown) => {
          answered = true;
          clearTimeout(deadline);
          if (client === beating) lost(error);
        },
      );
    }, intervalMs);
    beat.unref();
  }

  const tellAll = () => [...listeners.values()].flat().forEach((listener) => listener(null));

  function lost(error?: unknown) {
    if (error) logger.warn({ err: error }, 'change feed lost; caches bypassed until it is back');
    const wasLive = live;
    live = false;
    if (beat) clearTimeout(beat);
    beat = undefined;
    if (wasLive) tellAll();
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    void dead?.end().catch(() => {});
    if (!closed && !timer) {
      timer = setTimeout(
        () => {
          timer = undefined;
          void connect();
        },
        RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)],
      );
      timer.unref();
    }
  }

  async function connect() {
    if (closed) return;
    const next = new Client({
      connectionString: url,
      application_name: 'ciao-api-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    });
    next.on('error', (error: Error) => lost(error));
    next.on('end', () => client === next && lost());
    next.on('notification', (message: { channel: string; payload?: string }) => {
      if (message.payload) listeners.get(message.channel)?.forEach((listener) => listener(message.payload ?? null));
    });
    client = next;
    try {
      await next.connect();
      for (const channel of Object.values(CHANGE_CHANNELS)) await next.query(`LISTEN ${channel}`);
      if (closed || client !== next) {
        await next.end().catch(() => {});
        return;
      }
      attempt = 0;
      if (listened) options.onReconnect?.();
      listened = true;
      tellAll(); // whatever happened while not listening is unknown
      live = true;
      scheduleBeat(next);
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  void connect();

  return {
    get live() {
      return live;
    },
    subscribe(channel, listener) {
      const name = CHANGE_CHANNELS[channel];
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      if (beat) clearTimeout(beat);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
