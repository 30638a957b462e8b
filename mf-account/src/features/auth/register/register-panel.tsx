import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AgeVerificationResult } from '@ciao/contracts';
import { ACCOUNT } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import type { CaptchaBinding } from '../captcha/use-captcha';
import { RegisterForm } from './register-form';

// Loaded when first opened, with the dialog primitives (@ciao/ui/dialog): the sign-in screen's first
// load does without them (docs/performance.md, "Shared entries and budgets").
const AgeVerificationDialog = lazy(() =>
  import('../age-verification/age-verification-dialog').then((module) => ({ default: module.AgeVerificationDialog })),
);

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
  const verifiedRef = useRef<HTMLDivElement>(null);
  const openModal = () => {
    setModalOpen(true);
    setModalOpened(true);
  };

  const requireVerification = () => {
    // An expired proof also lands here: the form stays (with what was typed) but needs a new check.
    setVerification((current) => (current ? { ...current, ageVerified: false } : null));
    toast({
      title: 'Age Verification Required',
      description: 'Please complete age verification before registering.',
      variant: 'destructive',
    });
    openModal();
  };

  const verified = (result: AgeVerificationResult) => {
    setVerification(result);
    setModalOpen(false);
  };

  return (
    <>
      {verification ? (
        <Verified ref={verifiedRef}>
          {verification.ageVerified ? (
            <Notice variant="success" role="status">
              Age verified. You can now create your account.
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
          <PromptTitle>Verify your age</PromptTitle>
          <Muted>
            You must be at least {ACCOUNT.minimumAge} years old, or the minimum age in your country if it is higher, to
            create an account. Verification takes a few seconds.
          </Muted>
          {referralCode ? <Muted>Referral code: {referralCode}</Muted> : null}
          <Button fullWidth size="lg" onClick={openModal}>
            Start Age Verification
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
