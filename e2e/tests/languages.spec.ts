// The app in the phone's language (docs/front-end.md, "Languages"): a phone preferring Italian sees
// the sign-in screen in Italian, signs in, chooses Spanish in the profile, and the choice stays on
// the account whatever the browser prefers. (The contract-completed push and mail in Spanish:
// api/test/notifications/notification-mails.test.ts.)
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';

test.use({ locale: 'it-IT' });

const spoken = /Quanto fa (\d+) (più|meno|per) (\d+)\?/;

test('a phone preferring Italian signs in in Italian, chooses Spanish in the profile, and keeps it after a reload', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi({ request }, 'Lia Lingua');

  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByText('Simulazione didattica di crediti. Accedi per continuare.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registrati' })).toBeVisible();

  const login = page.getByRole('form', { name: 'Accedi' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(account.password);
  const [, a, operator, b] = spoken.exec((await login.getByText(spoken).textContent()) ?? '') ?? [];
  const [x, y] = [Number(a), Number(b)];
  await login
    .getByLabel('Risposta captcha')
    .fill(String(operator === 'più' ? x + y : operator === 'meno' ? x - y : x * y));
  await login.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Accesso riuscito!', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Open profile of Lia Lingua' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilo' });
  await expect(profile.getByRole('combobox', { name: 'Lingua' })).toHaveValue('');
  await profile.getByRole('combobox', { name: 'Lingua' }).selectOption({ label: 'Español' });
  await profile.getByRole('button', { name: 'Salva' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user: { language: string } }).user.language).toBe('es');
});
