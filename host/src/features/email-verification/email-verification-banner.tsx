import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { useSendVerificationMailMutation } from '@ciao/api-client/signed-in';
import type { SessionUser } from '@ciao/contracts';
import { Button, Notice } from '@ciao/ui';
import { useHostMessages } from '../../messages';

const Band = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} 0`};
  }
`;

export interface EmailVerificationBannerViewProps {
  email: string;
  sending: boolean;
  /** What "Send again" answered: the API's message, or why it failed. */
  answer?: { message: string; failed: boolean } | undefined;
  onSendAgain: () => void;
}

/** Above every signed-in screen until the address is verified (docs/account-screens.md, "Verified e-mail"). */
export function EmailVerificationBannerView({ email, sending, answer, onSendAgain }: EmailVerificationBannerViewProps) {
  const t = useHostMessages();
  return (
    <Band>
      <Notice
        variant={answer?.failed ? 'danger' : 'warning'}
        role="status"
        title={t('verify.title')}
        action={
          <Button type="button" size="sm" variant="outline" loading={sending} onClick={onSendAgain}>
            {t('verify.sendAgain')}
          </Button>
        }
      >
        {t('verify.body', { email })}
        {answer ? <p>{answer.message}</p> : null}
      </Notice>
    </Band>
  );
}

/** The banner wired to "send again" (POST /api/user/{id}/verification-mail); loaded only for an unverified user. */
export default function EmailVerificationBanner({ user }: { user: SessionUser }) {
  const send = useSendVerificationMailMutation();
  const t = useHostMessages();
  let answer: EmailVerificationBannerViewProps['answer'];
  if (send.isSuccess) answer = { message: send.data.message, failed: false };
  else if (send.isError) answer = { message: messageOr(send.error, t('verify.sendFailed')), failed: true };
  return (
    <EmailVerificationBannerView
      email={user.email}
      sending={send.isPending}
      answer={answer}
      onSendAgain={() => send.mutate(user.id)}
    />
  );
}
