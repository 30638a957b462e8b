import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { AgeVerificationResult } from '@ciao/contracts';
import { ACCOUNT } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import { AgeVerificationDialog } from '../age-verification/age-verification-dialog';
import type { CaptchaBinding } from '../captcha/use-captcha';
import { RegisterForm } from './register-form';

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
  const { toast } = useToast();
  const verifiedRef = useRef<HTMLDivElement>(null);
  const openModal = () => setModalOpen(true);

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
          <Button fullWidth size="lg" onClick={openModal}>
            Start Age Verification
          </Button>
        </Prompt>
      )}
      <AgeVerificationDialog
        open={modalOpen}
        onOpenChange={(open) => (open ? openModal() : setModalOpen(false))}
        onVerified={verified}
        // Once verified, the prompt's button is gone: focus continues at the form's first field.
        returnFocusFallback={() => verifiedRef.current?.querySelector('input')}
      />
    </>
  );
}
