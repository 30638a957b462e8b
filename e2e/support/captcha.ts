import type { Locator } from '@playwright/test';

const spoken = /What is (\d+) (plus|minus|times) (\d+)\?/;

/** Reads the captcha question a screen reader hears inside `form` and types the answer, as a person would. */
export async function answerCaptcha(form: Locator): Promise<void> {
  const question = await form.getByText(spoken).textContent();
  const [, a, operator, b] = spoken.exec(question ?? '') ?? [];
  if (!a || !b) throw new Error(`no captcha question in: ${question}`);
  const x = Number(a);
  const y = Number(b);
  const answer = operator === 'plus' ? x + y : operator === 'minus' ? x - y : x * y;
  await form.getByLabel('Captcha answer').fill(String(answer));
}
