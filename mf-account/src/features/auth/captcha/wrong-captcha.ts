import type { ToastInput } from '@ciao/shell';

/** Spec section 5: a wrong answer gets this toast and a new question. */
export const INVALID_CAPTCHA_TOAST: ToastInput = {
  title: 'Invalid captcha',
  description: 'The captcha answer is incorrect. Try again.',
  variant: 'destructive',
};
