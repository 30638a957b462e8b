import { formatDollars } from './format-dollars';

it.each([
  ['0', '$0.00'],
  ['5', '$5.00'],
  ['15', '$15.00'],
  ['1234.5', '$1,234.50'],
  ['0.125', '$0.125'],
])('%s USD reads %s', (value, text) => {
  expect(formatDollars(value)).toBe(text);
});
