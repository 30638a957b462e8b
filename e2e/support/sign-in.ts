import type { Page } from '@playwright/test';
import { answerCaptcha } from './captcha';

/** Fills the sign-in screen's Login form (the captcha answered as a person would) and presses Login. */
export async function signInWithForm(page: Page, user: { email: string; password: string }): Promise<void> {
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await answerCaptcha(login);
  await login.getByRole('button', { name: 'Login' }).click();
}
