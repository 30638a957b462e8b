import { within } from '@testing-library/react';

const QUESTION = /^What is (\d+) (plus|minus|times) (\d+)\?$/;

/** The captcha question inside `container`, as a screen reader reads it. */
export function captchaQuestion(container: HTMLElement): string {
  return within(container).getByText(QUESTION).textContent ?? '';
}

/** Solves the captcha question shown inside `container`. */
export function captchaAnswer(container: HTMLElement): string {
  const [, left, word, right] = QUESTION.exec(captchaQuestion(container)) ?? [];
  const a = Number(left);
  const b = Number(right);
  return String(word === 'plus' ? a + b : word === 'minus' ? a - b : a * b);
}
