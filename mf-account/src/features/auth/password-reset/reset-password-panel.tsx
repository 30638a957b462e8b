import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@ciao/shell/router';
import { errorCode, messageOr, useResetPasswordMutation } from '@ciao/api-client';
import { linkProblemOf, resetPasswordFormSchema, type ResetLinkProblem } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Notice, TextField } from '@ciao/ui';
import {
  fieldErrors,
  focusFirstInvalidField,
  hasErrors,
  translatedError,
  useErrorText,
  type FieldErrors,
} from '../../../components/field-errors';
import { useLinkMessages, type LinkMessageKey } from '../../../messages/links';
import { Form } from '../login/login-form';
import { ForgotPasswordForm } from './forgot-password-form';

/** Each problem's title and text, the screen's own: it shows them without asking the API too (a link without a token). */
const PROBLEMS: Record<ResetLinkProblem, { title: LinkMessageKey; text: LinkMessageKey }> = {
  invalid: { title: 'link.invalidTitle', text: 'reset.invalid' },
  expired: { title: 'link.expiredTitle', text: 'reset.expired' },
  used: { title: 'link.usedTitle', text: 'reset.used' },
};

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
  const t = useLinkMessages();
  const linkError = translatedError(t, { 'Passwords do not match': 'error.passwordsDiffer' });
  const signInError = useErrorText();
  const errorText = (message: string | undefined) => linkError(message) ?? signInError(message);

  if (askingAgain) return <ForgotPasswordForm onBack={onBack} />;
  if (problem) {
    return (
      <Form as="div" aria-label={t('reset.form')}>
        <Notice variant="warning" title={t(PROBLEMS[problem].title)}>
          {t(PROBLEMS[problem].text)}
        </Notice>
        <Button type="button" fullWidth size="lg" onClick={() => setAskingAgain(true)}>
          {t('reset.sendNew')}
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack}>
          {t('forgot.backToLogin')}
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
      const linkProblem = linkProblemOf(errorCode(error));
      if (linkProblem) setProblem(linkProblem);
      else
        toast({
          title: t('reset.failedTitle'),
          description: messageOr(error, t('reset.failed')),
          variant: 'destructive',
        });
      return;
    }
    toast({ title: t('reset.doneTitle'), description: t('reset.done') });
    navigate('/', { replace: true });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('reset.form')}>
      <p>{t('reset.explain')}</p>
      <TextField
        label={t('reset.new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errorText(errors.password)}
      />
      <TextField
        label={t('reset.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
        error={errorText(errors.confirmPassword)}
      />
      <Button type="submit" fullWidth size="lg" loading={reset.isPending}>
        {reset.isPending ? t('reset.saving') : t('reset.save')}
      </Button>
    </Form>
  );
}
