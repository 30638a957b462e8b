import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@ciao/shell/router';
import styled from 'styled-components';
import { messageOr, useSignInMutation } from '@ciao/api-client';
import { loginFormSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, TextField } from '@ciao/ui';
import { isCaptchaAnswer } from '../captcha/captcha';
import { CaptchaField } from '../captcha/captcha-field';
import type { CaptchaBinding } from '../captcha/use-captcha';
import { invalidCaptchaToast } from '../captcha/wrong-captcha';
import { EmailField } from '../email-field';
import {
  fieldErrors,
  focusFirstInvalidField,
  hasErrors,
  useErrorText,
  type FieldErrors,
} from '../../../components/field-errors';
import { useAccountMessages } from '../../../messages';

type Field = 'email' | 'password' | 'captcha';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** E-mail, password and captcha; on success the session is refreshed, then the user goes to /. "Forgot password?" asks for a reset link instead. */
export function LoginForm({ captcha, onForgotPassword }: { captcha: CaptchaBinding; onForgotPassword: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignInMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const t = useAccountMessages();
  const errorText = useErrorText();

  const validate = (): FieldErrors<Field> =>
    fieldErrors(loginFormSchema.safeParse({ ...values, captcha: captcha.answer }));
  // Messages show from the first submit on, then follow the typing.
  const errors = submitted ? validate() : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The messages are on the page before focus moves to the first of them.
    flushSync(() => setSubmitted(true));
    if (hasErrors(validate())) {
      focusFirstInvalidField(form);
      return;
    }
    if (!isCaptchaAnswer(captcha.challenge, captcha.answer)) {
      toast(invalidCaptchaToast(t));
      flushSync(() => captcha.regenerate());
      focusFirstInvalidField(form, 'captcha');
      return;
    }
    try {
      // Resolves once the session has been fetched again, so / opens signed in.
      await signIn.mutateAsync({ username: values.email.trim(), password: values.password });
    } catch (error) {
      toast({
        title: t('login.errorTitle'),
        description: messageOr(error, t('login.invalidCredentials')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('login.successTitle'), description: t('login.successDescription') });
    navigate('/', { replace: true });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('auth.login')}>
      <EmailField
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={errorText(errors.email)}
      />
      {/* A plain field: PasswordField's 'Show password' toggle would also answer to the label 'Password'. */}
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errorText(errors.password)}
      />
      <CaptchaField captcha={captcha} error={errorText(errors.captcha)} />
      <Button type="submit" fullWidth size="lg" loading={signIn.isPending}>
        {signIn.isPending ? t('login.signingIn') : t('auth.login')}
      </Button>
      <Button type="button" variant="ghost" onClick={onForgotPassword}>
        {t('login.forgotPassword')}
      </Button>
    </Form>
  );
}
