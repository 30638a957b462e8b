// The workspaces the root scripts act on, in one place.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const remotes = ['mf-dashboard', 'mf-referral', 'mf-store-credit', 'mf-account', 'mf-admin'];
export const frontends = ['host', ...remotes];
/** What `npm run build` compiles, each to its own dist/. */
export const builds = [...frontends, 'api'];
export const sharedPackages = [
  'packages/contracts',
  'packages/ui',
  'packages/api-client',
  'packages/shell',
  'packages/content',
  'packages/build',
];
/** Every workspace with a tsconfig.json that the type check covers. */
export const typed = [...sharedPackages.filter((p) => p !== 'packages/build'), 'api', ...frontends, 'storybook', 'e2e'];
