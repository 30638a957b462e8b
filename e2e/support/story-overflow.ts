import type { Page } from '@playwright/test';

// Walks stories of the static Storybook in one page (docs/testing.md, "No text cut or overflowing"):
// the preview loads once, then each story is rendered through Storybook's channel, as its
// sidebar does, so a story costs its render, not a page load.

type Channel = {
  emit(event: string, ...args: unknown[]): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
};
type StorybookWindow = Window & { __STORYBOOK_ADDONS_CHANNEL__?: Channel };

/** Storybook's index: every story's id and the file it comes from. */
export type StoryIndex = { entries: Record<string, { id: string; type: string; importPath: string }> };

/**
 * Renders `storyId` in the open preview (its `play` included), waits until the page speaks the
 * pseudo-locale (`<html lang="en-XA">`) and a frame has been drawn, and returns what of its text
 * is cut or overflows, and how the render went when it did not go well.
 */
export function checkStory(page: Page, storyId: string): Promise<{ outcome: string; problems: string[] }> {
  return page.evaluate(
    ([storyId, find]) =>
      new Promise<{ outcome: string; problems: string[] }>((resolve) => {
        const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__!;
        // Finished: rendered, played and its `afterEach` done (switching earlier reloads the preview).
        const outcomes = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const measure = (outcome: string) => {
          if (document.documentElement.lang !== 'en-XA') return void setTimeout(() => measure(outcome), 10);
          requestAnimationFrame(() => resolve({ outcome, problems: new Function(`return (${find})()`)() as string[] }));
        };
        const listeners = outcomes.map((event) => {
          const listener = (...args: unknown[]) => {
            const finished = args[0] as { storyId?: string; status?: string } | undefined;
            if (event === 'storyFinished' && finished?.storyId !== storyId) return;
            listeners.forEach(([name, l]) => channel.off(name, l));
            measure(event === 'storyFinished' ? `finished: ${finished?.status}` : event);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    [storyId, overflowsOnPage.toString()] as const,
  );
}

/**
 * What of the page's text is cut or overflows (docs/testing.md, "No text cut or overflowing"): the
 * page scrolling sideways; a text running out of a box it sits in (cut, when the box clips; sticking
 * out, when it does not; scrolling sideways, when the box scrolls); a text outside the viewport.
 * Each visible text is measured (its range's box) against its boxes up to the first that is
 * positioned out of the flow; visually hidden text (for screen readers alone) is not looked at.
 */
function overflowsOnPage(): string[] {
  const problems = new Set<string>();
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width)
    problems.add(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px)`);
  const named = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${element.tagName.toLowerCase()}> "${text}"`;
  };
  const invisible = (element: Element): boolean => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
      // The visually-hidden pattern: a 1 px box clipping its text for screen readers alone.
      if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath.startsWith('inset'))) return true;
      if (e instanceof HTMLElement && e.clientWidth <= 1 && style.overflow === 'hidden') return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('svg, script, style, .sb-wrapper') || invisible(parent))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    if (text.right > width + 1 || text.left < -1)
      problems.add(
        `${named(parent)}: text outside the viewport (${Math.round(text.left)} to ${Math.round(text.right)} px of ${width})`,
      );
    for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const rect = box.getBoundingClientRect();
      const left = rect.left + box.clientLeft;
      const right = left + box.clientWidth;
      if (box.clientWidth > 0 && (text.right > right + 1 || text.left < left - 1)) {
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const how = scrolls ? 'scrolls sideways' : style.overflowX === 'visible' ? 'sticks out' : 'is cut';
        problems.add(
          `${named(box)}: its text ${how} (${Math.round(text.right - text.left)} px in ${box.clientWidth} px)`,
        );
        break;
      }
      // Out of the flow: the boxes around it do not hold it.
      if (style.position === 'absolute' || style.position === 'fixed') break;
    }
  }
  return [...problems];
}
