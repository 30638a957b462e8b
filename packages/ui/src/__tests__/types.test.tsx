import { IconButton, MenuIcon } from '../index';

// Compile-time checks (run by `tsc -p packages/ui`): props the design system must refuse.
test('IconButton requires an accessible name', () => {
  // @ts-expect-error aria-label is required: an icon alone has no name.
  const withoutName = <IconButton icon={<MenuIcon />} />;
  const withName = <IconButton aria-label="Open menu" icon={<MenuIcon />} />;
  expect([withoutName, withName]).toHaveLength(2);
});
