import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, walk } from './story-files';

/**
 * Files that start an app rather than render inside one: the entry points (`bootstrap.tsx`, the
 * standalone page's mount) and the host's composition root, `App`, which puts `AppRoutes` (rendered
 * by stories) under a BrowserRouter on the page's own address; and the build's first-paint
 * renderer, which runs in Node and renders screens the stories render already.
 */
const ENTRY_POINTS = [
  /\/src\/bootstrap\.tsx$/,
  /\/packages\/shell\/src\/standalone\/mount-standalone\.tsx$/,
  /\/host\/src\/app\/app\.tsx$/,
  /\/packages\/shell\/src\/first-paint\/render-first-paint\.tsx$/,
];

/** Tests, stories and the helpers they share are not the product. */
const NOT_PRODUCT = /\.(test|stories)\.tsx$|\/testing\//;

/** The front-ends' source folders: the host, every remote and every shared package. */
function sourceRoots(): string[] {
  const remotes = readdirSync(repoRoot).filter((name) => name.startsWith('mf-'));
  const packages = readdirSync(join(repoRoot, 'packages')).map((name) => join('packages', name));
  return ['host', ...remotes, ...packages].map((folder) => join(repoRoot, folder, 'src'));
}

/** Absolute paths of every component file (`.tsx`, where JSX lives) of the product, sorted. */
export function findComponentFiles(): string[] {
  const found: string[] = [];
  for (const root of sourceRoots()) walk(root, (name) => name.endsWith('.tsx'), found);
  return found.filter((file) => !NOT_PRODUCT.test(file) && !ENTRY_POINTS.some((entry) => entry.test(file))).sort();
}
