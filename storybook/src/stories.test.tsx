import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import preview from '../.storybook/preview';
import { findComponentFiles } from './component-files';
// Already installed by jest.config.cjs (setupFiles); the same module instance answers here.
import { renderedCount, wasRendered } from './render-probe';
import { displayPath, findStoryFiles } from './story-files';

// Same decorators and parameters as the Storybook UI (UiProvider around every story).
setProjectAnnotations([preview]);
// Every story of every workspace renders here, and a 50-row table's axe run exceeds the 5 s default
// on a busy machine. Set here, not as the project's testTimeout: Jest reads that option only when
// this project runs alone, not from the root config's projects.
jest.setTimeout(30_000);

type StoryModule = Parameters<typeof composeStories>[0];

const storyFiles = findStoryFiles();

test('finds the story files', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles.map((file) => [displayPath(file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file list is only known at run time
  const stories = composeStories(require(file) as StoryModule);
  const entries = Object.entries(stories) as [string, { run: () => Promise<void> }][];

  test('exports at least one story', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  test.each(entries)('%s renders and plays without errors or warnings', async (_storyName, Story) => {
    const errors: unknown[][] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) => {
        errors.push([level, ...args]);
      };
    // React and Radix report misuse (controlled/uncontrolled switches, missing titles) through these.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(record('console.error'));
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(record('console.warn'));
    const onWindowError = (event: ErrorEvent) => errors.push(['uncaught', event.error ?? event.message]);
    window.addEventListener('error', onWindowError);
    try {
      await Story.run();
      // Let effects scheduled by the last interaction run, so their warnings are seen too.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    } finally {
      window.removeEventListener('error', onWindowError);
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
    expect(errors).toEqual([]);
  });

  test.each(entries)('%s has no serious or critical accessibility violations', async (_storyName, Story) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await Story.run();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // jsdom lays nothing out, so colour contrast is checked in the browser tests (e2e/a11y.spec.ts).
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });
});

/** A component is a function, a class or a forwardRef/memo/styled object, exported under a capitalised name (or as default). */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name) && name !== 'default') return false;
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

// Last, once every story above has rendered and played (Jest runs a file's tests in order): the
// probe has seen every component those render trees mounted, however deep.
test('every component file is rendered by some story (directly or inside another component)', () => {
  expect(renderedCount()).toBeGreaterThan(0);
  const notRendered = findComponentFiles()
    .filter((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file list is only known at run time
      const components = Object.entries(require(file) as Record<string, unknown>).filter(([name, value]) =>
        isComponent(name, value),
      );
      // A .tsx of data only (the FAQ's answers, written in JSX) has nothing to render by itself.
      return components.length > 0 && !components.some(([, value]) => wasRendered(value));
    })
    .map(displayPath);
  expect(notRendered).toEqual([]);
});
