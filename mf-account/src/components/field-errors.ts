import type { Translate } from '@ciao/shell';
import { useAccountMessages, type AccountMessageKey } from '../messages';
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a zod safeParse returns, as far as form messages go. */
type CheckResult =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The first message of each failing field, keyed by field name. */
export function fieldErrors<Field extends string>(result: CheckResult): FieldErrors<Field> {
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * After a failed submit, focus goes to the form's first field showing a message (aria-invalid), so
 * a screen reader reads the message with it; else to `fallback` (the captcha answer after a wrong one).
 */
export function focusFirstInvalidField(form: HTMLFormElement, fallback?: string) {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const field = invalid ?? (fallback ? form.elements.namedItem(fallback) : null);
  if (field instanceof HTMLElement) field.focus();
}

/** The form rules' English messages (@ciao/contracts' schemas) that the page shows in its language. */
const ERROR_KEYS: Partial<Record<string, AccountMessageKey>> = {
  'Invalid email': 'error.invalidEmail',
  'Password must be at least 6 characters': 'error.passwordTooShort',
  'Enter the captcha code': 'error.captchaMissing',
};

/** A form rule's English message in the page's language, by a catalog's keys for it (else undefined). */
export const translatedError =
  <Key extends string>(t: Translate<Key>, keys: Partial<Record<string, Key>>) =>
  (message: string | undefined): string | undefined => {
    const key = message === undefined ? undefined : keys[message];
    return key ? t(key) : undefined;
  };

/** A field's message in the page's language (a message without a translation stays English). */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const signInError = translatedError(useAccountMessages(), ERROR_KEYS);
  return (message) => signInError(message) ?? message;
}
