import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr, useAskForPasswordResetMutation } from '@ciao/api-client';
import { ACCOUNT_MESSAGES, forgotPasswordFormSchema } from '@ciao/contracts/web';
import { Button } from '@ciao/ui';
import { EmailField } from '../email-field';
import { fieldErrors } from '../../../components/field-errors';
import { Form } from '../login/login-form';

const Sent = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

/** "Forgot password?": the e-mail to send a reset link to; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const ask = useAskForPasswordResetMutation();

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
      .catch((failure: unknown) => setError(messageOr(failure, 'Could not send the link. Please try again.')));
  };

  if (ask.isSuccess) {
    return (
      <Form as="div" aria-label="Reset link sent">
        <Sent role="status">{ACCOUNT_MESSAGES.passwordResetSent}</Sent>
        <Button type="button" variant="outline" fullWidth onClick={onBack}>
          Back to login
        </Button>
      </Form>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label="Forgot password">
      <p>Enter the e-mail of your account: we will send a link to choose a new password.</p>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" fullWidth size="lg" loading={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>
        Back to login
      </Button>
    </Form>
  );
}
