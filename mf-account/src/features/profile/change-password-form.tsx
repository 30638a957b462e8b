import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { isApiError, messageOr } from '@ciao/api-client';
import { useChangePasswordMutation } from '@ciao/api-client/account';
import { resetPasswordFormSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, PasswordField } from '@ciao/ui';
import { FormActions } from '../../components/form-actions';
import {
  fieldErrors,
  focusFirstInvalidField,
  hasErrors,
  translatedError,
  type FieldErrors,
} from '../../components/field-errors';
import { useProfileMessages, type ProfileMessageKey } from '../../messages/profile';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  align-self: stretch;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Passwords = { currentPassword: string; password: string; confirmPassword: string };
const EMPTY: Passwords = { currentPassword: '', password: '', confirmPassword: '' };

const CURRENT_PASSWORD_MISSING = 'Enter your current password';
/** The rules' English messages, by the profile catalog's keys. */
const ERROR_KEYS: Partial<Record<string, ProfileMessageKey>> = {
  [CURRENT_PASSWORD_MISSING]: 'error.currentPasswordMissing',
  'Password must be at least 6 characters': 'error.passwordTooShort',
  'Passwords do not match': 'error.passwordsDiffer',
};

/** The new password by the reset form's rules (registration's rule, the two alike), and a current password. */
function problemsOf({ currentPassword, ...newPassword }: Passwords): FieldErrors<keyof Passwords> {
  return {
    ...(currentPassword ? {} : { currentPassword: CURRENT_PASSWORD_MISSING }),
    ...fieldErrors<'password' | 'confirmPassword'>(resetPasswordFormSchema.safeParse(newPassword)),
  };
}

/**
 * The profile dialog's "Password" section: "Change password" opens the form (current password, the
 * new one twice); success keeps this device signed in and signs out every other
 * (docs/account-screens.md, "Password change").
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Passwords>>({});
  const change = useChangePasswordMutation(userId);
  const { toast } = useToast();
  const t = useProfileMessages();
  const errorText = translatedError(t, ERROR_KEYS);
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Opening moves focus to the first field, closing back to "Change password" (the control that is gone is never focused).
  useEffect(() => {
    if (!toggled.current) return;
    (open ? currentPasswordRef : openButtonRef).current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  const close = () => {
    toggle(false);
    setValues(EMPTY);
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const found = problemsOf(values);
    flushSync(() => setErrors(found));
    if (hasErrors(found)) {
      focusFirstInvalidField(form);
      return;
    }
    let signedOut: number;
    try {
      ({ signedOutDevices: signedOut } = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.password,
      }));
    } catch (error) {
      const message = messageOr(error, t('password.failedFallback'));
      // A wrong current password is that field's message; anything else (too many attempts) a toast.
      if (isApiError(error, 403)) {
        flushSync(() => setErrors({ currentPassword: message }));
        focusFirstInvalidField(form);
      } else toast({ title: t('password.failedTitle'), description: message, variant: 'destructive' });
      return;
    }
    close();
    toast({
      title: t('password.changedTitle'),
      description: signedOut > 0 ? t('password.othersSignedOut', { count: signedOut }) : t('password.thisStays'),
    });
  };

  const field = (name: keyof Passwords) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errorText(errors[name]) ?? errors[name],
  });

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{t('password.title')}</Title>
      {open ? (
        <Form noValidate onSubmit={submit} aria-label={t('password.form')}>
          <Muted>{t('password.notice')}</Muted>
          <PasswordField
            toggleLabel={t('password.show')}
            ref={currentPasswordRef}
            label={t('password.current')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordField
            toggleLabel={t('password.show')}
            label={t('password.new')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
            toggleLabel={t('password.show')}
            label={t('password.confirm')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormActions>
            <Button variant="outline" onClick={close} disabled={change.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? t('password.changing') : t('password.change')}
            </Button>
          </FormActions>
        </Form>
      ) : (
        <Button ref={openButtonRef} variant="outline" onClick={() => toggle(true)}>
          {t('password.change')}
        </Button>
      )}
    </Section>
  );
}
