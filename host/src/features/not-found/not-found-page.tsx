import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { Button, Card, CardContent, Page } from '@ciao/ui';
import { useDocumentTitle } from '../../components/document-title';

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
  useDocumentTitle('404 Page Not Found');
  return (
    <Page>
      <Card>
        <Body>
          <Title>404 Page Not Found</Title>
          <Hint>The page you are looking for does not exist.</Hint>
          <Button as={Link} to="/">
            Return to Dashboard
          </Button>
        </Body>
      </Card>
    </Page>
  );
}
