import * as ui from '@ciao/ui';
import * as floating from '@ciao/ui/floating';
import { findStoryFiles } from './story-files';

/** Exports that every story already renders through the preview decorator. */
const RENDERED_BY_PREVIEW = new Set(['UiProvider', 'GlobalStyle']);

interface StoryModule {
  default?: { component?: unknown; subcomponents?: Record<string, unknown> };
}

function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === 'function') return true;
  // styled-components and forwardRef/memo components are objects tagged with $$typeof.
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

// Loaded while Jest collects tests: `storybook/test` registers hooks on import, which is not allowed inside a test.
const covered = componentsWithStories();

function componentsWithStories(): Set<unknown> {
  const covered = new Set<unknown>();
  for (const file of findStoryFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file list is only known at run time
    const meta = (require(file) as StoryModule).default;
    if (meta?.component) covered.add(meta.component);
    for (const sub of Object.values(meta?.subcomponents ?? {})) covered.add(sub);
  }
  return covered;
}

test('every component exported by @ciao/ui and @ciao/ui/floating has a story (as `component` or in `subcomponents`)', () => {
  const missing = Object.entries({ ...ui, ...floating })
    .filter(([name, value]) => isComponent(name, value))
    .filter(([name, value]) => !RENDERED_BY_PREVIEW.has(name) && !covered.has(value))
    .map(([name]) => name);
  expect(missing).toEqual([]);
});

test('the check sees the components (guards against an empty export list)', () => {
  const names = Object.entries(ui)
    .filter(([name, value]) => isComponent(name, value))
    .map(([name]) => name);
  expect(names).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Toast', 'Card']));
});
