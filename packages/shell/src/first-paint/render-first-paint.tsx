// Node only, at build time: a remote's screen as static markup and the CSS it needs, for the page
// to paint before any script has run (docs/performance.md, "A first paint before the scripts").
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ShellProviders } from '../providers/shell-providers';
import { FIRST_PAINT_ATTRIBUTE, VARIES_PER_VISIT_ATTRIBUTE } from './attributes';


/**
 * The last element of the first paint. Until the parser has reached it, the first paint stays
 * invisible: a half-parsed screen would paint, then move as the rest arrives (a layout shift).
 */
const END_ATTRIBUTE = 'data-first-paint-end';

/** React's and Radix's `style` attributes: a page policy without 'unsafe-inline' refuses them in HTML. */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

export interface FirstPaint {
  /** The rules the markup uses, global styles included, without a `<style>` tag. */
  css: string;
  /**
   * The screen as the app first renders it at `path`, inside an `inert` wrapper: it cannot be
   * typed into or pressed before the live screen, which replaces it in one commit, is there.
   */
  html: string;
}

/** Renders `screen` under the app's providers and a router at `path`, as static markup and its CSS. */
export function renderFirstPaint(screen: ReactElement, path: string): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <ShellProviders>
          <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
        </ShellProviders>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .flatMap(([, rules = '']) => rules.split('/*!sc*/\n'))
      // styled-components' own bookkeeping rules ('data-styled.g1[id=...]'), for its rehydration only.
      .filter((rule) => rule && !rule.startsWith('data-styled.'))
      .join('');
    return {
      css:
        `${css}[${FIRST_PAINT_ATTRIBUTE}]:not(:has(> [${END_ATTRIBUTE}])){visibility:hidden;}` +
        `[${FIRST_PAINT_ATTRIBUTE}] [${VARIES_PER_VISIT_ATTRIBUTE}]{visibility:hidden;}`,
      html: `<div ${FIRST_PAINT_ATTRIBUTE} inert>${markup.replace(STYLE_ATTRIBUTE, '')}<span ${END_ATTRIBUTE} hidden></span></div>`,
    };
  } finally {
    sheet.seal();
  }
}
