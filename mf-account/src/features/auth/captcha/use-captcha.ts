import { useCallback, useState } from 'react';
import { createCaptcha, type CaptchaChallenge, type RandomSource } from './captcha';

export type CaptchaForm = 'login' | 'register';

interface CaptchaState {
  challenge: CaptchaChallenge;
  answers: Record<CaptchaForm, string>;
}

const fresh = (random?: RandomSource): CaptchaState => ({
  challenge: createCaptcha(random),
  answers: { login: '', register: '' },
});

/** One question for the whole auth screen; each form keeps its own answer to it. */
export interface CaptchaBinding {
  challenge: CaptchaChallenge;
  answer: string;
  setAnswer: (answer: string) => void;
  /** A new question; clears the answer of both forms (spec section 4). */
  regenerate: () => void;
}

export function useCaptcha(random?: RandomSource) {
  const [state, setState] = useState(() => fresh(random));
  const regenerate = useCallback(() => setState(fresh(random)), [random]);
  const setAnswer = useCallback(
    (form: CaptchaForm, answer: string) => setState((s) => ({ ...s, answers: { ...s.answers, [form]: answer } })),
    [],
  );
  const bind = (form: CaptchaForm): CaptchaBinding => ({
    challenge: state.challenge,
    answer: state.answers[form],
    setAnswer: (answer) => setAnswer(form, answer),
    regenerate,
  });
  return { bind };
}
