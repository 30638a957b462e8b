import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.ciaoTestCluster;
  if (!cluster) return;
  await cluster.postgres.stop();
  await rm(cluster.tempDir, { recursive: true, force: true });
  globalThis.ciaoTestCluster = undefined;
}
