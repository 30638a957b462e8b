import { mailDeliveryProblems } from './components/mail/mail-config';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

/** After the drain delay: the longest a stop may take (requests in flight are cut after 10 s, then the database closes). */
const SHUTDOWN_TIMEOUT_MS = 20_000;

function readConfigOrExit(): Config {
  try {
    const config = loadConfig();
    const problems = mailDeliveryProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);

  // Unknown state after a programmer error: log it and let the supervisor restart the process.
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });

  const server = await startServer(config, { logger });
  logger.info(
    { url: server.url, database: config.databaseUrl ? 'DATABASE_URL' : 'embedded' },
    `API listening on ${server.url}`,
  );

  const shutDown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.drainDelayMs + SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
