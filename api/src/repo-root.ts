import path from 'node:path';

/** The monorepo root: api/src -> api -> root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
