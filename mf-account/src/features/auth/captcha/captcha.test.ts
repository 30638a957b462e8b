import { CAPTCHA } from '@ciao/contracts/web';
import { createCaptcha, isCaptchaAnswer, shownQuestion, spokenQuestionValues, type RandomSource } from './captcha';

/** Plays back the given draws, in order. */
const draws =
  (...values: number[]): RandomSource =>
  () => {
    const next = values.shift();
    if (next === undefined) throw new Error('ran out of draws');
    return next;
  };

const ALMOST_ONE = 0.999999;
// The operator is the first draw: thirds of [0, 1) pick +, -, *.
const PLUS = 0;
const MINUS = 0.5;
const TIMES = ALMOST_ONE;

describe('createCaptcha', () => {
  it('addition takes two numbers from 1 to 20', () => {
    expect(createCaptcha(draws(PLUS, 0, 0))).toEqual({ left: 1, operator: '+', right: 1, answer: 2 });
    expect(createCaptcha(draws(PLUS, ALMOST_ONE, ALMOST_ONE))).toEqual({
      left: 20,
      operator: '+',
      right: 20,
      answer: 40,
    });
  });

  it('subtraction takes a first number from 10 to 39 and a smaller second one', () => {
    expect(createCaptcha(draws(MINUS, 0, 0))).toEqual({ left: 10, operator: '-', right: 1, answer: 9 });
    expect(createCaptcha(draws(MINUS, 0, ALMOST_ONE))).toEqual({ left: 10, operator: '-', right: 9, answer: 1 });
    expect(createCaptcha(draws(MINUS, ALMOST_ONE, ALMOST_ONE))).toEqual({
      left: 39,
      operator: '-',
      right: 38,
      answer: 1,
    });
  });

  it('multiplication takes two numbers from 1 to 10', () => {
    expect(createCaptcha(draws(TIMES, 0, 0))).toEqual({ left: 1, operator: '*', right: 1, answer: 1 });
    expect(createCaptcha(draws(TIMES, ALMOST_ONE, ALMOST_ONE))).toEqual({
      left: 10,
      operator: '*',
      right: 10,
      answer: 100,
    });
  });

  it('a source that returns 1 (out of contract) still stays in range', () => {
    expect(createCaptcha(() => 1)).toEqual({ left: 10, operator: '*', right: 10, answer: 100 });
  });

  it('with Math.random, every question over many draws keeps to the ranges and uses all three operators', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      const c = createCaptcha();
      seen.add(c.operator);
      if (c.operator === '+') {
        expect([c.left, c.right].every((n) => n >= CAPTCHA.addition.min && n <= CAPTCHA.addition.max)).toBe(true);
        expect(c.answer).toBe(c.left + c.right);
      } else if (c.operator === '-') {
        expect(c.left).toBeGreaterThanOrEqual(CAPTCHA.subtraction.firstMin);
        expect(c.left).toBeLessThanOrEqual(CAPTCHA.subtraction.firstMax);
        expect(c.right).toBeGreaterThanOrEqual(1);
        expect(c.right).toBeLessThan(c.left);
        expect(c.answer).toBe(c.left - c.right);
      } else {
        expect([c.left, c.right].every((n) => n >= CAPTCHA.multiplication.min && n <= CAPTCHA.multiplication.max)).toBe(
          true,
        );
        expect(c.answer).toBe(c.left * c.right);
      }
      expect(Number.isInteger(c.left) && Number.isInteger(c.right)).toBe(true);
    }
    expect([...seen].sort()).toEqual(['*', '+', '-']);
  });
});

describe('isCaptchaAnswer', () => {
  const challenge = createCaptcha(draws(TIMES, 0.6, 0.3)); // 7 × 4

  it('accepts exactly the answer, spaces around it aside', () => {
    expect(challenge.answer).toBe(28);
    expect(isCaptchaAnswer(challenge, '28')).toBe(true);
    expect(isCaptchaAnswer(challenge, ' 28 ')).toBe(true);
  });

  it.each(['', '27', '028', '28.0', '2 8', 'twenty-eight'])('refuses %p', (input) => {
    expect(isCaptchaAnswer(challenge, input)).toBe(false);
  });
});

it('the question reads with symbols on screen and with words for screen readers', () => {
  const challenge = createCaptcha(draws(MINUS, 0.5, 0.5)); // 25 − 13

  expect(shownQuestion(challenge)).toBe('25 \u2212 13 = ?');
  expect(spokenQuestionValues(challenge)).toEqual({ left: 25, operator: 'minus', right: 13 });
  expect(spokenQuestionValues(createCaptcha(draws(TIMES, 0, 0)))).toEqual({ left: 1, operator: 'times', right: 1 });
  expect(spokenQuestionValues(createCaptcha(draws(PLUS, 0, 0)))).toEqual({ left: 1, operator: 'plus', right: 1 });
});
