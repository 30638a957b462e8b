// Node only, at build time: a remote's screen as static markup and the CSS it needs, for the page
// to paint before any script has run (docs/performance.md, "First paint").
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

/**
 * A form's fields, drawn as boxes: the first paint is a picture of the screen (inert), not a form.
 * Browsers scan every form and field of a page once it is parsed, for autofill and saved
 * passwords. In Chrome that is a forced layout and the form's analysis in the task that also
 * runs the host's script: 50-100 ms at 4x slowdown for the sign-in form (docs/performance-log.md,
 * "The sign-in form's copy as a picture"). A password manager could also fill the copy's fields,
 * and the live screen's commit would drop what it filled.
 */
const FORM_TAG = /<(\/?)form\b[^>]*?>/g;
const FIELD_TAG = /<input\b([^>]*?)\/?>/g;
const CLASS_ATTRIBUTE = /\sclass="[^"]*"/;
const LABEL_ATTRIBUTE = /\saria-label="[^"]*"/;
/** Controls with content of their own (options, text): a box would not look the same; nor would a check box or a filled field. */
const UNDRAWABLE_CONTROL = /<(select|textarea)\b/;
/** Fields whose empty look is their box alone. */
const TEXT_FIELD_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
const FORM_ATTRIBUTE = 'data-first-paint-form';
const FIELD_ATTRIBUTE = 'data-first-paint-field';

/** The form as a `div` of its class (its label kept), each field as an empty box of the field's class. */
function asPicture(markup: string): string {
  const undrawable = UNDRAWABLE_CONTROL.exec(markup);
  if (undrawable)
    throw new Error(`renderFirstPaint: a <${undrawable[1]}> cannot be drawn as a box; leave it out of the first paint`);
  return markup
    .replace(FORM_TAG, (tag, closing: string) =>
      closing
        ? '</div>'
        : `<div ${FORM_ATTRIBUTE}${LABEL_ATTRIBUTE.exec(tag)?.[0] ?? ''}${CLASS_ATTRIBUTE.exec(tag)?.[0] ?? ''}>`,
    )
    .replace(FIELD_TAG, (tag, attributes: string) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? 'text';
      if (!TEXT_FIELD_TYPES.has(type) || /\svalue="[^"]+"/.test(attributes))
        throw new Error(`renderFirstPaint: ${tag} is not an empty text field, which is all a box can draw`);
      return `<div ${FIELD_ATTRIBUTE}${CLASS_ATTRIBUTE.exec(attributes)?.[0] ?? ''}></div>`;
    });
}

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
        `[${FIRST_PAINT_ATTRIBUTE}] [${VARIES_PER_VISIT_ATTRIBUTE}]{visibility:hidden;}` +
        // A field's own display (browsers' style sheets make inputs inline blocks), so that the box takes its place.
        `[${FIRST_PAINT_ATTRIBUTE}] [${FIELD_ATTRIBUTE}]{display:inline-block;}`,
      html: `<div ${FIRST_PAINT_ATTRIBUTE} inert>${asPicture(markup.replace(STYLE_ATTRIBUTE, ''))}<span ${END_ATTRIBUTE} hidden></span></div>`,
    };
  } finally {
    sheet.seal();
  }
}
