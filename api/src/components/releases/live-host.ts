import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { modulesTheHostLoads } from '@ciao/contracts/screen-routes';
import type { LiveHost } from './release-gate';

/**
 * The host this server serves (`<webRoot>/host/dist`), as the release gate checks a remote against
 * it: the modules it loads from each remote, and the version of each shared entry its manifest
 * provides. Undefined while the host is not built.
 */
export async function readLiveHost(webRoot: string): Promise<LiveHost | undefined> {
  let manifest: { shared?: { name?: unknown; version?: unknown }[] };
  try {
    manifest = JSON.parse(
      await readFile(path.join(webRoot, 'host', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as typeof manifest;
  } catch {
    return undefined;
  }
  const shared = new Map<string, string>();
  for (const { name, version } of manifest.shared ?? [])
    if (typeof name === 'string' && typeof version === 'string') shared.set(name, version);
  return { modules: modulesTheHostLoads(), shared };
}
