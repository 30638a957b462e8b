import path from 'node:path';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import { REPO_ROOT } from '../../repo-root';

export const frontEndEnvironment = {
  WEB_ROOT: optionalText,
  REMOTES_FILE: optionalText,
};

/** Where the built front-ends are (`npm start`) and the runtime remote document (`/remotes.json`). */
export type FrontEndConfig = { webRoot: string; remotesFile: string };

export function frontEndConfigFrom(e: EnvironmentOf<typeof frontEndEnvironment>): FrontEndConfig {
  const webRoot = path.resolve(e.WEB_ROOT ?? REPO_ROOT);
  return { webRoot, remotesFile: path.resolve(e.REMOTES_FILE ?? path.join(webRoot, 'host', 'dist', 'remotes.json')) };
}
