/** @jest-environment node */
import styled from 'styled-components';
import { useLocation } from '@ciao/shell/router';
import { FIRST_PAINT_ATTRIBUTE, VARIES_PER_VISIT_ATTRIBUTE } from './attributes';
import { renderFirstPaint } from './render-first-paint';

const Heading = styled.h1`
  color: rebeccapurple;
`;

const Field = styled.input`
  min-height: 44px;
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

function SignInForm() {
  return (
    <form aria-label="Login" className="stack" noValidate>
      <label htmlFor="email">Email</label>
      <Field id="email" type="email" name="email" autoComplete="email" defaultValue="" />
      <input type="password" name="password" />
    </form>
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

it('draws form fields as boxes of the same class, not as a form: nothing for autofill and password managers to scan or fill', () => {
  const { css, html } = renderFirstPaint(<SignInForm />, '/auth');
  expect(html).not.toMatch(/<form|<input/);
  const form =
    /^<div data-first-paint inert><div data-first-paint-form aria-label="Login" class="stack"><label for="email">Email<\/label><div data-first-paint-field class="[^"]*?([A-Za-z]+)"><\/div><div data-first-paint-field><\/div><\/div>/.exec(
      html,
    );
  expect(form).not.toBeNull();
  expect(css).toContain(`.${String(form?.[1])}{min-height:44px;}`);
  // The box keeps a field's display, so it takes the same place.
  expect(css).toContain('[data-first-paint] [data-first-paint-field]{display:inline-block;}');
});

it('refuses a screen with a control it cannot draw as a box (a select, a text area, a check box, a filled field)', () => {
  expect(() => renderFirstPaint(<select aria-label="Country" />, '/auth')).toThrow(/select/);
  expect(() => renderFirstPaint(<textarea aria-label="Message" />, '/auth')).toThrow(/textarea/);
  expect(() => renderFirstPaint(<input type="checkbox" aria-label="Remember me" />, '/auth')).toThrow(
    /not an empty text field/,
  );
  expect(() => renderFirstPaint(<input aria-label="Email" defaultValue="ann@example.com" />, '/auth')).toThrow(
    /not an empty text field/,
  );
});
