import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent, Page, Tabs, TabsContent, TabsList, TabsTrigger } from '@ciao/ui';
import { LoginForm } from './login-form';

const Column = styled(Page)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 480px;
  min-height: 100dvh;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: 0.02em;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pending = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /auth: Login and Register tabs. A ref query parameter opens Register (spec section 2). */
export function AuthScreen() {
  const [params] = useSearchParams();
  const initialTab = params.get('ref') ? 'register' : 'login';

  return (
    <Column>
      <Heading>
        <Title>$CIAO MINING</Title>
        <Subtitle>Educational credit simulation. Sign in to continue.</Subtitle>
      </Heading>
      <Card>
        <CardContent>
          <Tabs defaultValue={initialTab}>
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              {/* Seam: the accounts issue puts age verification and the registration form here. */}
              <Pending>Registration arrives with the accounts issue.</Pending>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </Column>
  );
}
