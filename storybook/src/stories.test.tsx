import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import preview from '../.storybook/preview';
import { displayPath, findStoryFiles } from './story-files';

// Same decorators and parameters as the Storybook UI (UiProvider around every story).
setProjectAnnotations([preview]);

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
    const record = (level: string) => (...args: unknown[]) => {
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
