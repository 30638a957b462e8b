import type { ToastInput, Translate } from '@ciao/shell';
import type { AccountMessageKey } from '../../../messages';

/** Spec section 5: a wrong answer gets this toast and a new question. */
export const invalidCaptchaToast = (t: Translate<AccountMessageKey>): ToastInput => ({
  title: t('captcha.invalidTitle'),
  description: t('captcha.invalidDescription'),
  variant: 'destructive',
});
