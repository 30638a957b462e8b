import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { Button, Card, CardContent, Page } from '@ciao/ui';
import { useDocumentTitle } from '../../components/document-title';
import { useHostMessages } from '../../messages';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Any unknown path. */
export function NotFoundPage() {
  const t = useHostMessages();
  useDocumentTitle(t('notFound.title'));
  return (
    <Page>
      <Card>
        <Body>
          <Title>{t('notFound.title')}</Title>
          <Hint>{t('notFound.hint')}</Hint>
          <Button as={Link} to="/">
            {t('notFound.back')}
          </Button>
        </Body>
      </Card>
    </Page>
  );
}
