import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

/** The folders Storybook's main.ts globs for stories (packages/ui, shell and content, host, every mf-*, storybook/src). */
export function storyRoots(): string[] {
  const remotes = readdirSync(repoRoot)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => join(repoRoot, name, 'src'));
  const packages = ['ui', 'shell', 'content'].map((name) => join(repoRoot, 'packages', name, 'src'));
  return [...packages, join(repoRoot, 'host', 'src'), join(repoRoot, 'storybook', 'src'), ...remotes];
}

/** Every file under `dir` (node_modules left out) whose name passes `wanted`, appended to `found`. */
export function walk(dir: string, wanted: (name: string) => boolean, found: string[]): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, wanted, found);
    else if (wanted(entry)) found.push(path);
  }
}

/** Absolute paths of every story file, sorted. */
export function findStoryFiles(): string[] {
  const found: string[] = [];
  for (const root of storyRoots()) walk(root, (name) => /\.stories\.tsx?$/.test(name), found);
  return found.sort();
}

export function displayPath(file: string): string {
  return relative(repoRoot, file);
}
