import { CAPTCHA } from '@ciao/contracts/web';

// The client-side arithmetic captcha of spec section 5. Real protection is the server's rate limits.

type CaptchaOperator = (typeof CAPTCHA.operators)[number];

export interface CaptchaChallenge {
  left: number;
  operator: CaptchaOperator;
  right: number;
  answer: number;
}

/** Returns a number in [0, 1), like Math.random (tests inject their own). */
export type RandomSource = () => number;

/** An integer from min to max, both included. */
function integerBetween(random: RandomSource, min: number, max: number): number {
  const span = max - min + 1;
  return min + Math.min(span - 1, Math.floor(random() * span));
}

/**
 * A new question: the operator among +, -, *; addition of two numbers 1-20; subtraction of a
 * smaller positive number from one of 10-39; multiplication of two numbers 1-10.
 */
export function createCaptcha(random: RandomSource = Math.random): CaptchaChallenge {
  const operators = CAPTCHA.operators;
  const operator = operators[integerBetween(random, 0, operators.length - 1)] ?? '+';
  switch (operator) {
    case '+': {
      const { min, max } = CAPTCHA.addition;
      const left = integerBetween(random, min, max);
      const right = integerBetween(random, min, max);
      return { left, operator, right, answer: left + right };
    }
    case '-': {
      const { firstMin, firstMax } = CAPTCHA.subtraction;
      const left = integerBetween(random, firstMin, firstMax);
      const right = integerBetween(random, 1, left - 1);
      return { left, operator, right, answer: left - right };
    }
    case '*': {
      const { min, max } = CAPTCHA.multiplication;
      const left = integerBetween(random, min, max);
      const right = integerBetween(random, min, max);
      return { left, operator, right, answer: left * right };
    }
  }
}

/** The answer must match exactly (surrounding spaces aside): '012' is not 12. */
export function isCaptchaAnswer(challenge: CaptchaChallenge, input: string): boolean {
  return input.trim() === String(challenge.answer);
}

const symbols: Record<CaptchaOperator, string> = { '+': '+', '-': '\u2212', '*': '\u00d7' };
const words: Record<CaptchaOperator, string> = { '+': 'plus', '-': 'minus', '*': 'times' };

/** What the eye reads: '7 × 5 = ?'. */
export const shownQuestion = ({ left, operator, right }: CaptchaChallenge) =>
  `${left} ${symbols[operator]} ${right} = ?`;

/** The values of what a screen reader reads ('What is 7 times 5?', the message `captcha.spoken`). */
export const spokenQuestionValues = ({ left, operator, right }: CaptchaChallenge) => ({
  left,
  operator: words[operator],
  right,
});
