import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@ciao/shell/router';
import styled from 'styled-components';
import {
  errorCode,
  isApiError,
  messageOr,
  prepareRegistrationChallenge,
  useApplyReferralCodeMutation,
  useRegisterMutation,
} from '@ciao/api-client';
import type { AgeVerificationResult } from '@ciao/contracts';
import { ERROR_CODES, normaliseReferralCode, REFERRAL, registerFormSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Checkbox, TextField } from '@ciao/ui';
import { isCaptchaAnswer } from '../captcha/captcha';
import { CaptchaField } from '../captcha/captcha-field';
import type { CaptchaBinding } from '../captcha/use-captcha';
import { invalidCaptchaToast } from '../captcha/wrong-captcha';
import { useAccountMessages } from '../../../messages';
import { useRegistrationMessages } from '../../../messages/registration';
import { useRegistrationErrorText } from './registration-errors';
import { EmailField } from '../email-field';
import { fieldErrors, focusFirstInvalidField, hasErrors, type FieldErrors } from '../../../components/field-errors';
import { Form } from '../login/login-form';
import type { LegalDocumentName } from './legal-dialog';

// The terms and the privacy policy (about 5 KB gzip) download when a visitor first opens one.
const LegalDialog = lazy(() => import('./legal-dialog').then((module) => ({ default: module.LegalDialog })));

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'captcha' | 'acceptTerms' | 'acceptPrivacy';

const ReadLink = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

interface RegisterFormProps {
  captcha: CaptchaBinding;
  /** The age modal's result; registration needs `ageVerified`. */
  verification: AgeVerificationResult | null;
  /** Shows the 'Age Verification Required' toast and opens the age modal. */
  onVerificationRequired: () => void;
  initialReferralCode?: string;
}

/** Shown after age verification: the account's fields, captcha and the two acceptances. */
export function RegisterForm({
  captcha,
  verification,
  onVerificationRequired,
  initialReferralCode = '',
}: RegisterFormProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [referralCode, setReferralCode] = useState(() => normaliseReferralCode(initialReferralCode));
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [legal, setLegal] = useState<LegalDocumentName | null>(null);
  // Mounted from the first opening on, so closing it animates and returns focus like any dialog.
  const [legalOpened, setLegalOpened] = useState(false);
  const openLegal = (document: LegalDocumentName) => {
    setLegal(document);
    setLegalOpened(true);
  };
  // The server's proof of work is solved in the background while the person fills the form.
  useEffect(prepareRegistrationChallenge, []);
  const registration = useRegisterMutation();
  const applyReferralCode = useApplyReferralCodeMutation();
  const { toast } = useToast();
  const t = useAccountMessages();
  const tr = useRegistrationMessages();
  const errorText = useRegistrationErrorText();
  const navigate = useNavigate();

  const validate = (): FieldErrors<Field> =>
    fieldErrors(registerFormSchema.safeParse({ ...values, captcha: captcha.answer, acceptTerms, acceptPrivacy }));
  const errors: FieldErrors<Field> = submitted ? validate() : {};
  const pending = registration.isPending || applyReferralCode.isPending;

  /** What one text field of the form takes: its name, value, change handler and message. */
  const textField = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
    error: errorText(errors[field]),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!verification?.ageVerified) {
      onVerificationRequired();
      return;
    }
    const form = event.currentTarget;
    // The messages are on the page before focus moves to the first of them.
    flushSync(() => setSubmitted(true));
    if (hasErrors(validate())) {
      focusFirstInvalidField(form);
      return;
    }
    if (!isCaptchaAnswer(captcha.challenge, captcha.answer)) {
      toast(invalidCaptchaToast(t));
      flushSync(() => {
        captcha.regenerate();
        setSubmitted(false);
      });
      focusFirstInvalidField(form, 'captcha');
      return;
    }

    try {
      // confirmPassword, captcha and the acceptances stay here. Resolves once the session is refreshed.
      await registration.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      // The age proof cookie expired (30 minutes) or was never set: verify again, keep what was typed.
      if (isApiError(error, 403) && errorCode(error) === ERROR_CODES.ageVerificationRequired) {
        onVerificationRequired();
        return;
      }
      toast({
        title: tr('registration.errorTitle'),
        description: messageOr(error, tr('registration.errorFallback')),
        variant: 'destructive',
      });
      return;
    }

    // From here on the account exists: whatever happens to the code, the user goes to /.
    const code = referralCode.trim();
    let description: string | undefined;
    if (code) {
      try {
        await applyReferralCode.mutateAsync(code);
        description = tr('registration.codeApplied', { code, reward: REFERRAL.rewardUsd });
      } catch {
        description = tr('registration.codeFailed');
      }
    }
    toast({ title: tr('registration.completed'), description });
    navigate('/', { replace: true });
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label={t('auth.register')}>
        <TextField label={tr('registration.name')} autoComplete="name" {...textField('name')} />
        <EmailField {...textField('email')} />
        <TextField label={t('field.password')} type="password" autoComplete="new-password" {...textField('password')} />
        <TextField
          label={tr('registration.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...textField('confirmPassword')}
        />
        <TextField
          label={tr('registration.referralCode')}
          name="referralCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={REFERRAL.codeMaxLength}
          value={referralCode}
          onChange={(e) => setReferralCode(normaliseReferralCode(e.target.value))}
        />
        <CaptchaField captcha={captcha} error={errorText(errors.captcha)} />
        <Checkbox
          label={tr('registration.acceptTerms')}
          name="acceptTerms"
          checked={acceptTerms}
          onCheckedChange={setAcceptTerms}
          error={errorText(errors.acceptTerms)}
          hint={
            <ReadLink type="button" onClick={() => openLegal('terms')}>
              {tr('registration.readTerms')}
            </ReadLink>
          }
        />
        <Checkbox
          label={tr('registration.acceptPrivacy')}
          name="acceptPrivacy"
          checked={acceptPrivacy}
          onCheckedChange={setAcceptPrivacy}
          error={errorText(errors.acceptPrivacy)}
          hint={
            <ReadLink type="button" onClick={() => openLegal('privacy')}>
              {tr('registration.readPrivacy')}
            </ReadLink>
          }
        />
        <Button type="submit" fullWidth size="lg" loading={pending}>
          {pending ? tr('registration.creating') : tr('registration.create')}
        </Button>
      </Form>
      {legalOpened ? (
        <Suspense fallback={null}>
          <LegalDialog document={legal} onDocumentChange={setLegal} />
        </Suspense>
      ) : null}
    </>
  );
}
