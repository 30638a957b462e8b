import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr, useAskForPasswordResetMutation } from '@ciao/api-client';
import { forgotPasswordFormSchema } from '@ciao/contracts/web';
import { Button } from '@ciao/ui';
import { EmailField } from '../email-field';
import { fieldErrors, useErrorText } from '../../../components/field-errors';
import { useLinkMessages } from '../../../messages/links';
import { Form } from '../login/login-form';

const Sent = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

/** "Forgot password?": the e-mail to send a reset link to; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const ask = useAskForPasswordResetMutation();
  const t = useLinkMessages();
  const errorText = useErrorText();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = fieldErrors(forgotPasswordFormSchema.safeParse({ email: email.trim() })).email;
    if (invalid) {
      setError(invalid);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    await ask
      .mutateAsync(email.trim())
      .catch((failure: unknown) => setError(messageOr(failure, t('forgot.sendFailed'))));
  };

  if (ask.isSuccess) {
    return (
      <Form as="div" aria-label={t('forgot.sentForm')}>
        <Sent role="status">{t('forgot.sent')}</Sent>
        <Button type="button" variant="outline" fullWidth onClick={onBack}>
          {t('forgot.backToLogin')}
        </Button>
      </Form>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={t('forgot.form')}>
      <p>{t('forgot.explain')}</p>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errorText(error)} />
      <Button type="submit" fullWidth size="lg" loading={ask.isPending}>
        {ask.isPending ? t('forgot.sending') : t('forgot.send')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>
        {t('forgot.backToLogin')}
      </Button>
    </Form>
  );
}
