import type { Locator } from '@playwright/test';

/** The captcha as a screen reader hears it, and its answer field, in each language a test reads it in. */
const WORDS = {
  en: { spoken: /What is (\d+) (plus|minus|times) (\d+)\?/, plus: 'plus', minus: 'minus', answer: 'Captcha answer' },
  it: { spoken: /Quanto fa (\d+) (più|meno|per) (\d+)\?/, plus: 'più', minus: 'meno', answer: 'Risposta captcha' },
} as const;

/** Reads the captcha question a screen reader hears inside `form` and types the answer, as a person would. */
export async function answerCaptcha(form: Locator, language: keyof typeof WORDS = 'en'): Promise<void> {
  const words = WORDS[language];
  const question = await form.getByText(words.spoken).textContent();
  const [, a, operator, b] = words.spoken.exec(question ?? '') ?? [];
  if (!a || !b) throw new Error(`no captcha question in: ${question}`);
  const x = Number(a);
  const y = Number(b);
  const answer = operator === words.plus ? x + y : operator === words.minus ? x - y : x * y;
  await form.getByLabel(words.answer).fill(String(answer));
}
