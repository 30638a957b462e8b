/** @jest-environment node */
import styled from 'styled-components';
import { useLocation } from '@ciao/shell/router';
import { FIRST_PAINT_ATTRIBUTE, VARIES_PER_VISIT_ATTRIBUTE } from './attributes';
import { renderFirstPaint } from './render-first-paint';

const Heading = styled.h1`
  color: rebeccapurple;
`;

function Screen() {
  const { pathname } = useLocation();
  return (
    <main style={{ outline: 'none' }}>
      <Heading>Sign in at {pathname}</Heading>
      <p {...{ [VARIES_PER_VISIT_ATTRIBUTE]: '' }}>3 + 4 = ?</p>
    </main>
  );
}

it('renders the screen at its path under the app providers, inert, with the CSS it uses and no bookkeeping rules', () => {
  const { css, html } = renderFirstPaint(<Screen />, '/auth');
  expect(html.startsWith(`<div ${FIRST_PAINT_ATTRIBUTE} inert><main>`)).toBe(true);
  expect(html).toContain('Sign in at /auth</h1>');
  const headingClass = /<h1 class="[^"]*?([A-Za-z]+)"/.exec(html)?.[1];
  expect(css).toContain(`.${headingClass}{color:rebeccapurple;}`);
  // The global style of the app's providers comes along.
  expect(css).toContain('box-sizing:border-box');
  expect(css).not.toMatch(/data-styled|\/\*!sc\*\//);
});

it('leaves out style attributes, which a page policy without unsafe-inline refuses', () => {
  expect(renderFirstPaint(<Screen />, '/auth').html).not.toContain('style=');
});

it('stays invisible until its last element is parsed, and blanks what varies per visit', () => {
  const { css, html } = renderFirstPaint(<Screen />, '/auth');
  expect(html).toMatch(/<span data-first-paint-end hidden><\/span><\/div>$/);
  expect(css).toContain(`[${FIRST_PAINT_ATTRIBUTE}]:not(:has(> [data-first-paint-end])){visibility:hidden;}`);
  expect(css).toContain(`[${FIRST_PAINT_ATTRIBUTE}] [${VARIES_PER_VISIT_ATTRIBUTE}]{visibility:hidden;}`);
});
