import { adminUser, ensureAdminUser } from '../support/admin';
import { expect, test } from '../support/fixtures';

// Storybook for designers at /storybook/ (docs/storybook.md), served by the API from the static build
// `npm test` makes before the browser tests: an admin opens it, a customer is told it is not theirs.

test.beforeAll(ensureAdminUser);

test('an admin opens Storybook at /storybook/: a story renders under its own policy, with the Accessibility panel', async ({
  page,
}) => {
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(signedIn.status()).toBe(200);
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });

  // A desktop: Storybook shows its addons' panel beside the story there (on a phone, behind a menu).
  await page.setViewportSize({ width: 1280, height: 800 });
  // A design system's story: the build's own (each remote's come from its live release, visual-review.spec.ts).
  await page.goto('/storybook/?path=/story/components-button--variants');
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button', { name: 'Delete Account' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Accessibility/ })).toBeVisible();
  expect(policyViolations).toEqual([]);
});

test('a customer who opens /storybook/ is told it is for admins, and sees nothing of it', async ({
  signedInPage: page,
}) => {
  const answer = await page.goto('/storybook/');
  expect(answer?.status()).toBe(403);
  await expect(
    page.getByText('Storybook is for the programme’s admins; this account has no admin role.'),
  ).toBeVisible();
});
