import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@ciao/shell/router';
import { messageOr, useResetPasswordMutation } from '@ciao/api-client';
import { RESET_LINK_MESSAGES, resetPasswordFormSchema, type ResetLinkProblem } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Notice, TextField } from '@ciao/ui';
import { fieldErrors, focusFirstInvalidField, hasErrors, type FieldErrors } from '../../../components/field-errors';
import { Form } from '../login/login-form';
import { ForgotPasswordForm } from './forgot-password-form';

const PROBLEM_TITLES: Record<ResetLinkProblem, string> = {
  invalid: 'This link does not work',
  expired: 'This link has expired',
  used: 'This link was already used',
};

/** Which of the link's problems the API's message names; undefined for any other refusal. */
const problemOf = (message: string) =>
  (Object.keys(RESET_LINK_MESSAGES) as ResetLinkProblem[]).find((problem) => RESET_LINK_MESSAGES[problem] === message);

/**
 * /auth/reset?token=...: the new password, twice. A link that does not work (invalid, expired,
 * used) shows why, with the form to ask for a new one. Success signs in and opens the dashboard.
 */
export function ResetPasswordPanel({ token, onBack }: { token: string; onBack: () => void }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [problem, setProblem] = useState<ResetLinkProblem | undefined>(token ? undefined : 'invalid');
  const [askingAgain, setAskingAgain] = useState(false);
  const reset = useResetPasswordMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  if (askingAgain) return <ForgotPasswordForm onBack={onBack} />;
  if (problem) {
    return (
      <Form as="div" aria-label="Reset password">
        <Notice variant="warning" title={PROBLEM_TITLES[problem]}>
          {RESET_LINK_MESSAGES[problem]}
        </Notice>
        <Button type="button" fullWidth size="lg" onClick={() => setAskingAgain(true)}>
          Send a new link
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack}>
          Back to login
        </Button>
      </Form>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = fieldErrors(resetPasswordFormSchema.safeParse(values));
    flushSync(() => setErrors(found));
    if (hasErrors(found)) {
      focusFirstInvalidField(form);
      return;
    }
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      const message = messageOr(error, 'Could not set the password. Please try again.');
      const linkProblem = problemOf(message);
      if (linkProblem) setProblem(linkProblem);
      else toast({ title: 'Password not changed', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Password changed', description: 'You are signed in; every other device was signed out.' });
    navigate('/', { replace: true });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Reset password">
      <p>Choose a new password for your account. Every other device will be signed out.</p>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errors.password}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
        error={errors.confirmPassword}
      />
      <Button type="submit" fullWidth size="lg" loading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </Form>
  );
}
