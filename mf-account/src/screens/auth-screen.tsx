import { useState } from 'react';
import { useSearchParams } from '@ciao/shell/router';
import styled from 'styled-components';
import { inviteCodeOf } from '@ciao/contracts/web';
import { Card, CardContent, Page, Tabs, TabsContent, TabsList, TabsTrigger } from '@ciao/ui';
import { useCaptcha } from '../features/auth/captcha/use-captcha';
import { LoginForm } from '../features/auth/login/login-form';
import { RegisterPanel } from '../features/auth/register/register-panel';

type Tab = 'login' | 'register';

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

/**
 * /auth: Login and Register tabs. A ref query parameter pre-fills the referral code and opens
 * Register (spec section 2). Both tabs stay mounted, so switching keeps what was typed and the age
 * verification; they share one captcha question.
 */
export function AuthScreen() {
  const [params] = useSearchParams();
  const referralCode = inviteCodeOf(params);
  const [tab, setTab] = useState<Tab>(referralCode ? 'register' : 'login');
  const captcha = useCaptcha();

  return (
    <Column>
      <Heading>
        <Title>$CIAO MINING</Title>
        <Subtitle>Educational credit simulation. Sign in to continue.</Subtitle>
      </Heading>
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" forceMount hidden={tab !== 'login'}>
              <LoginForm captcha={captcha.bind('login')} />
            </TabsContent>
            <TabsContent value="register" forceMount hidden={tab !== 'register'}>
              <RegisterPanel captcha={captcha.bind('register')} referralCode={referralCode} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </Column>
  );
}

export default AuthScreen;
