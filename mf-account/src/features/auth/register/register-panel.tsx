import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AgeVerificationResult } from '@ciao/contracts';
import { ACCOUNT } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import type { CaptchaBinding } from '../captcha/use-captcha';
import { useAccountMessages } from '../../../messages';
import type * as RegisterFormExports from './register-form';

// Loaded when first opened, with the dialog primitives (@ciao/ui/dialog): the sign-in screen's first
// load does without them (docs/performance.md, "Shared entries and budgets").
const AgeVerificationDialog = lazy(() =>
  import('../age-verification/age-verification-dialog').then((module) => ({ default: module.AgeVerificationDialog })),
);

// The form shows only after the age check, so it loads with the age dialog, not with the screen:
// the sign-in screen's first load does without it (docs/performance.md, "Shared entries and budgets").
type RegisterFormModule = typeof RegisterFormExports;
let registerFormModule: RegisterFormModule | null = null;
let registerFormLoading: Promise<RegisterFormModule> | null = null;
function loadRegisterForm(): Promise<RegisterFormModule> {
  registerFormLoading ??= import('./register-form').then(
    (module) => (registerFormModule = module),
    (error: unknown) => {
      registerFormLoading = null; // a failed chunk is asked for again at the next try
      throw error;
    },
  );
  return registerFormLoading;
}

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const PromptTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Verified = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

interface RegisterPanelProps {
  captcha: CaptchaBinding;
  referralCode?: string;
}

/**
 * The Register tab: the age-verification prompt, then the registration form. The form appears only
 * once the server has said the person is eligible (spec section 4, registration flow).
 */
export function RegisterPanel({ captcha, referralCode }: RegisterPanelProps) {
  const [verification, setVerification] = useState<AgeVerificationResult | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its animation and focus return.
  const [modalOpened, setModalOpened] = useState(false);
  const { toast } = useToast();
  const t = useAccountMessages();
  const verifiedRef = useRef<HTMLDivElement>(null);
  const openModal = () => {
    setModalOpen(true);
    setModalOpened(true);
    loadRegisterForm().catch(() => undefined); // tried again once the age is verified
  };

  const requireVerification = () => {
    // An expired proof also lands here: the form stays (with what was typed) but needs a new check.
    setVerification((current) => (current ? { ...current, ageVerified: false } : null));
    toast({
      title: t('register.ageRequiredTitle'),
      description: t('register.ageRequiredDescription'),
      variant: 'destructive',
    });
    openModal();
  };

  // The dialog closes onto the form, whose code loaded while the person answered. If it failed, the
  // dialog stays open and verifying again asks for it again.
  const verified = (result: AgeVerificationResult) => {
    loadRegisterForm().then(
      () => {
        setVerification(result);
        setModalOpen(false);
      },
      () =>
        toast({ title: t('register.loadFailedTitle'), description: t('register.loadFailed'), variant: 'destructive' }),
    );
  };
  const RegisterForm = registerFormModule?.RegisterForm;

  return (
    <>
      {verification && RegisterForm ? (
        <Verified ref={verifiedRef}>
          {verification.ageVerified ? (
            <Notice variant="success" role="status">
              {t('register.ageVerified')}
            </Notice>
          ) : null}
          <RegisterForm
            captcha={captcha}
            verification={verification}
            onVerificationRequired={requireVerification}
            initialReferralCode={referralCode}
          />
        </Verified>
      ) : (
        <Prompt>
          <PromptTitle>{t('register.verifyAge')}</PromptTitle>
          <Muted>{t('register.minimumAge', { age: ACCOUNT.minimumAge })}</Muted>
          {referralCode ? <Muted>{t('register.referralCode', { code: referralCode })}</Muted> : null}
          <Button fullWidth size="lg" onClick={openModal}>
            {t('register.startAgeVerification')}
          </Button>
        </Prompt>
      )}
      {modalOpened ? (
        <Suspense fallback={null}>
          <AgeVerificationDialog
            open={modalOpen}
            onOpenChange={(open) => (open ? openModal() : setModalOpen(false))}
            onVerified={verified}
            // Once verified, the prompt's button is gone: focus continues at the form's first field.
            returnFocusFallback={() => verifiedRef.current?.querySelector('input')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
