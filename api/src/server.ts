import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { API_OPERATIONS } from './api-document';
import { createApp } from './app';
import { createBackgroundJobs } from './background-jobs';
import { isLiveStreamPath } from './components/live/live-routes';
import { DEV_MAILBOX_PATH } from './components/mail/dev-mailbox-routes';
import { startDevMailbox } from './components/mail/dev-mailbox';
import type { DevMailbox } from './components/mail/dev-mailbox';
import { createChangeFeed } from './db/change-feed';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { createAdmission } from './http/admission';
import { createDrain } from './http/drain';
import { createErrorReporter } from './error-reporting';
import { createLogger } from './logger';
import type { Logger } from './logger';
import { createMetrics, serveMetrics } from './metrics/metrics';
import { readOutboxBacklog } from './db/outbox-backlog';

/** The pool's counts as sequelize-pool keeps them (Sequelize's connection manager does not type its pool). */
type PoolCounts = { using: number; waiting: number; available: number };
const poolOf = (database: Database): PoolCounts =>
  (database.sequelize.connectionManager as unknown as { pool: PoolCounts }).pool;

export type RunningServer = {
  /** e.g. http://localhost:8080 */
  url: string;
  /** e.g. http://localhost:9464/metrics, when METRICS_PORT is set (docs/deploying.md, "Metrics"). */
  metricsUrl?: string;
  port: number;
  app: Express;
  database: Database;
  logger: Logger;
  /**
   * The first step of close(), on its own for tests: readiness answers 503, every answer closes its
   * connection (keep-alive clients reconnect, through the balancer, elsewhere), sweeps stop; the
   * instance still serves.
   */
  drain(): void;
  /**
   * Drains, keeps serving for config.drainDelayMs (balancers see readiness 503 and stop sending),
   * then stops accepting connections, lets requests in flight finish, waits for sweeps in flight,
   * closes the pool and stops the embedded PostgreSQL.
   */
  close(): Promise<void>;
};

/** Liveness and readiness answer whatever the load, so balancers still see the instance. */
const ALWAYS_ADMITTED = API_OPERATIONS.filter((o) => o.alwaysAdmitted).map((o) => o.path);

/** Requests still open after this long are cut when closing. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Idle keep-alive connections stay open this long (Node's default is 5 s). A client or a load
 * balancer that reuses a connection just as the server closes it gets 'socket hang up' (a 502
 * behind a balancer): the polling benchmark saw 40 in 2.7 million requests. Longer than the usual
 * balancer idle timeout (60 s), so the side that sends requests is the one that closes.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Starts the API: database (embedded PostgreSQL when DATABASE_URL is unset), migrations, then listens on config.port (0: any free port; see `url`).
 */
export async function startServer(
  config: Config,
  options: { clock?: Clock; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const opened = await openDatabase(config, logger);
  const metrics = config.metricsPort === undefined ? undefined : createMetrics(API_OPERATIONS.map((o) => o.path));
  const admission = createAdmission(config.admission, {
    logger,
    alwaysAdmitted: ALWAYS_ADMITTED,
    isStreamOpen: isLiveStreamPath,
    ...(metrics ? { onRefusal: metrics.refused } : {}),
  });
  let closeFeed: (() => Promise<void>) | undefined;
  let devMailbox: DevMailbox | undefined;
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  try {
    // No SMTP_URL (a local run; config.ts refuses it in a deployment): mail goes to the embedded mailbox.
    const smtpUrl = config.mail.smtpUrl ?? (devMailbox = await startDevMailbox()).smtpUrl;
    let url = '';
    const { database } = opened;
    const jobs = createBackgroundJobs(logger, metrics?.sweeps);
    const changes = createChangeFeed(
      database.url,
      logger,
      metrics ? { onReconnect: metrics.changeFeedReconnected } : {},
    );
    closeFeed = () => changes.close();
    const errorReporter = await createErrorReporter(config);
    const server = createServer({
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000,
    });
    const drainState = createDrain(server, config.drainDelayMs);
    const mail = { smtpUrl, appUrl: () => config.mail.publicUrl ?? url, devMailbox };
    const app = createApp({
      config,
      logger,
      database,
      clock: options.clock ?? systemClock,
      jobs,
      changes,
      drain: drainState,
      admission,
      errorReporter,
      mail,
      ...(metrics ? { metrics } : {}),
    });
    metrics?.watchPool(() => poolOf(database));
    metrics?.watchOutboxes(() => readOutboxBacklog(database.sequelize));
    server.on('request', app);
    const port = await listen(server, config.port);
    jobs.start();
    url = `http://localhost:${port}`;
    if (metrics && config.metricsPort !== undefined) metricsServer = await serveMetrics(metrics, config.metricsPort);
    if (devMailbox)
      logger.info(
        { mailbox: `${url}${DEV_MAILBOX_PATH}` },
        `SMTP_URL is unset: mail goes to the development mailbox, ${url}${DEV_MAILBOX_PATH}`,
      );

    let jobsStopped: Promise<void> | undefined;
    const drain = () => {
      drainState.start();
      jobsStopped ??= jobs.stop();
    };
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        drain();
        logger.info({ drainDelayMs: config.drainDelayMs }, 'draining: readiness answers 503');
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
        await stopListening(server);
        await metricsServer?.close();
        admission.stop();
        await jobsStopped;
        await changes.close();
        await opened.close();
        await errorReporter.flush();
        await devMailbox?.close();
      })();
      return closing;
    };
    const metricsUrl = metricsServer && `http://localhost:${metricsServer.port}/metrics`;
    return { url, ...(metricsUrl ? { metricsUrl } : {}), port, app, database, logger, drain, close };
  } catch (error) {
    await metricsServer?.close();
    admission.stop();
    await devMailbox?.close();
    await closeFeed?.();
    await opened.close();
    throw error;
  }
}

/**
 * Connections the kernel completes and holds until the API accepts them (Linux caps it at
 * `net.core.somaxconn`, 4,096 by default). Node's default, 511, overflowed when a restart sent
 * 4,000 dashboards to the survivor at once: the kernel dropped further SYNs, the balancer's
 * readiness check among them, and HAProxy marked the survivor down (npm run bench, reconnect storm).
 */
export const LISTEN_BACKLOG = 4_096;

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
