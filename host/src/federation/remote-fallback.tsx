import styled from 'styled-components';
import { Button, Card, CardContent, Page, WarningIcon } from '@ciao/ui';
import { useFrameMessages } from '../messages/frame';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bare = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface RemoteFallbackProps {
  onRetry: () => void;
  /** On a card in its own page (routes), or bare inside a container that already frames it (dialogs). */
  framed?: boolean;
}

/** Shown in place of a remote that could not be loaded; the rest of the app keeps working. */
export function RemoteFallback({ onRetry, framed = true }: RemoteFallbackProps) {
  const t = useFrameMessages();
  const content = (
    <>
      <Heading>
        <WarningIcon aria-hidden />
        {t('frame.failedTitle')}
      </Heading>
      <Hint>{t('frame.failedHint')}</Hint>
      <Button variant="outline" onClick={onRetry}>
        {t('frame.tryAgain')}
      </Button>
    </>
  );
  if (!framed) return <Bare role="alert">{content}</Bare>;
  return (
    <Page>
      <Card role="alert">
        <Body>{content}</Body>
      </Card>
    </Page>
  );
}
