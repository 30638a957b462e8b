import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@ciao/shell/router';
import styled from 'styled-components';
import { inviteCodeOf } from '@ciao/contracts/web';
import { clearSessionEnd, sessionEndMessage } from '@ciao/api-client';
import { Card, CardContent, Notice, Page, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@ciao/ui';
import { useCaptcha } from '../features/auth/captcha/use-captcha';
import { LoginForm } from '../features/auth/login/login-form';
import { useAccountMessages } from '../messages';
import { RegisterPanel } from '../features/auth/register/register-panel';

type Tab = 'login' | 'register';

/** Why the API signed this device out (a suspension), when it said: read as the screen opens, then forgotten. */
function useSessionEnd(): string | null {
  const [message] = useState(sessionEndMessage);
  useEffect(() => clearSessionEnd(), []);
  return message;
}

/** Where a reset mail's link opens (the API writes `/auth/reset?token=...`). */
export const PASSWORD_RESET_PATH = '/auth/reset';

/** Where a verification mail's link opens (the API writes `/auth/verify?token=...`). */
const VERIFY_EMAIL_PATH = '/auth/verify';

// Loaded when asked for: the sign-in screen's first load stays as it was.
const ForgotPasswordForm = lazy(() =>
  import('../features/auth/password-reset/forgot-password-form').then((module) => ({
    default: module.ForgotPasswordForm,
  })),
);
const VerifyEmailPanel = lazy(() =>
  import('../features/auth/email-verification/verify-email-panel').then((module) => ({
    default: module.VerifyEmailPanel,
  })),
);
const ResetPasswordPanel = lazy(() =>
  import('../features/auth/password-reset/reset-password-panel').then((module) => ({
    default: module.ResetPasswordPanel,
  })),
);

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
 * verification; they share one captcha question. "Forgot password?" asks for a reset link in place
 * of the tabs; /auth/reset?token=... is the link's page, /auth/verify?token=... a verification link's.
 */
export function AuthScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const referralCode = inviteCodeOf(params);
  const [tab, setTab] = useState<Tab>(referralCode ? 'register' : 'login');
  const [forgotPassword, setForgotPassword] = useState(false);
  const captcha = useCaptcha();
  const t = useAccountMessages();
  const sessionEnd = useSessionEnd();
  const resetting = pathname === PASSWORD_RESET_PATH;
  const verifying = pathname === VERIFY_EMAIL_PATH;
  const backToLogin = () => {
    setForgotPassword(false);
    if (resetting) navigate('/auth', { replace: true });
  };
  const token = params.get('token') ?? '';
  // A mailed link's page, or "Forgot password?", in place of the tabs.
  let linkPanel: ReactNode = null;
  if (verifying) linkPanel = <VerifyEmailPanel token={token} />;
  else if (resetting) linkPanel = <ResetPasswordPanel token={token} onBack={backToLogin} />;
  else if (forgotPassword) linkPanel = <ForgotPasswordForm onBack={backToLogin} />;

  return (
    <Column>
      <Heading>
        <Title>$CIAO MINING</Title>
        <Subtitle>{t('auth.subtitle')}</Subtitle>
      </Heading>
      {sessionEnd && (
        <Notice variant="danger" title={t('auth.signedOut')}>
          {sessionEnd}
        </Notice>
      )}
      <Card>
        <CardContent>
          {linkPanel ? (
            <Suspense fallback={<Spinner label={t('auth.loading')} />}>{linkPanel}</Suspense>
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList aria-label={t('auth.tabs')}>
                <TabsTrigger value="login">{t('auth.login')}</TabsTrigger>
                <TabsTrigger value="register">{t('auth.register')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" forceMount hidden={tab !== 'login'}>
                <LoginForm captcha={captcha.bind('login')} onForgotPassword={() => setForgotPassword(true)} />
              </TabsContent>
              <TabsContent value="register" forceMount hidden={tab !== 'register'}>
                <RegisterPanel captcha={captcha.bind('register')} referralCode={referralCode} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </Column>
  );
}

export default AuthScreen;
