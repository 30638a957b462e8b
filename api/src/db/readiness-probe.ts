import { Client } from 'pg';

/** The probe's answer must come within this long, else PostgreSQL counts as unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

/** The socket under a pg Client (not in its types), to cut a connection that no longer answers. */
const socketOf = (client: Client) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;

/**
 * Readiness's `SELECT 1` on a connection of its own, not one of the request pool's: under a storm
 * of work (a restart's reconnecting dashboards) the pool's queue is seconds long, and a probe waiting
 * in it made a busy but healthy instance look down to the balancer, which then refused everything
 * (npm run bench, reconnect storm). Connects on first use, again after any failure; one probe at a time.
 */
export function createReadinessProbe(url: string) {
  let client: Client | undefined;
  let probing: Promise<boolean> | undefined;

  const forget = (failed: Client) => {
    if (client !== failed) return;
    client = undefined;
    socketOf(failed)?.destroy();
    failed.end().catch(() => {});
  };

  async function probe(): Promise<boolean> {
    let current = client;
    if (!current) {
      current = client = new Client({
        connectionString: url,
        application_name: 'ciao-api readiness',
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      });
      const connecting = current;
      connecting.on('error', () => forget(connecting));
      await connecting.connect();
    }
    const connection = current;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        forget(connection);
        resolve(false);
      }, PROBE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([connection.query('SELECT 1').then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Whether PostgreSQL answers a trivial query now, within 2 s. */
    reachable(): Promise<boolean> {
      probing ??= probe()
        .catch(() => {
          if (client) forget(client);
          return false;
        })
        .finally(() => {
          probing = undefined;
        });
      return probing;
    },
    async close(): Promise<void> {
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
