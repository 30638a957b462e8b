import { expect, test, type Locator } from '@playwright/test';

// Against a running app (CIAO_APP_URL) whose shell loads this build: a user signs in with a test
// account of that app (CIAO_TEST_EMAIL, CIAO_TEST_PASSWORD) and opens the screen inside the shell.
const email = process.env.CIAO_TEST_EMAIL ?? '';
const password = process.env.CIAO_TEST_PASSWORD ?? '';

/** The sign-in form's captcha, answered as a person reads it. */
async function answerCaptcha(form: Locator) {
  const question = (await form.getByText(/What is \d+ (plus|minus|times) \d+\?/).textContent()) ?? '';
  const [, a, operator, b] = /What is (\d+) (plus|minus|times) (\d+)\?/.exec(question) ?? [];
  const [x, y] = [Number(a), Number(b)];
  await form
    .getByLabel('Captcha answer')
    .fill(String(operator === 'plus' ? x + y : operator === 'minus' ? x - y : x * y));
}

test('the shell shows this build of the referral screen', async ({ page }) => {
  expect(email && password, 'set CIAO_TEST_EMAIL and CIAO_TEST_PASSWORD').toBeTruthy();
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await answerCaptcha(login);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
  await expect(page.getByText('Invite friends and mine together.')).toBeVisible();
});
