import path from 'node:path';
import { optionalText, originList } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import { REPO_ROOT } from '../../repo-root';

export const frontEndEnvironment = {
  WEB_ROOT: optionalText,
  REMOTES_FILE: optionalText,
  TRUSTED_DEV_REMOTE_ORIGINS: originList,
};

/**
 * Where the built front-ends are (`npm start`), and a runtime remote document that pins the remotes
 * (REMOTES_FILE, read whenever it changes: development and tests); without it the release registry
 * decides what `/remotes.json` and the page list (docs/deploying.md, "Releasing a remote").
 */
export type FrontEndConfig = {
  webRoot: string;
  remotesFile: string | undefined;
  /** Where a browser may load a remote from a team's dev server (dev-remotes.ts); none unless listed. */
  trustedDevRemoteOrigins: string[];
};

export function frontEndConfigFrom(e: EnvironmentOf<typeof frontEndEnvironment>): FrontEndConfig {
  const webRoot = path.resolve(e.WEB_ROOT ?? REPO_ROOT);
  return {
    webRoot,
    remotesFile: e.REMOTES_FILE === undefined ? undefined : path.resolve(e.REMOTES_FILE),
    trustedDevRemoteOrigins: e.TRUSTED_DEV_REMOTE_ORIGINS,
  };
}
