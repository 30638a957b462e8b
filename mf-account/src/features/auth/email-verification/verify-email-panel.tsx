import { useEffect, useRef } from 'react';
import { useNavigate } from '@ciao/shell/router';
import { errorCode, messageOr } from '@ciao/api-client';
import { useVerifyEmailMutation } from '@ciao/api-client/signed-in';
import { linkProblemOf, type VerifyLinkProblem } from '@ciao/contracts/web';
import { Button, Notice, Spinner } from '@ciao/ui';
import { Form } from '../login/login-form';
import { useLinkMessages, type LinkMessageKey } from '../../../messages/links';

/** Each problem's title and text, the screen's own: it shows them without asking the API too (a link without a token). */
const PROBLEMS: Record<VerifyLinkProblem, { title: LinkMessageKey; text: LinkMessageKey }> = {
  invalid: { title: 'link.invalidTitle', text: 'verify.invalid' },
  expired: { title: 'link.expiredTitle', text: 'verify.expired' },
  used: { title: 'link.usedTitle', text: 'verify.used' },
};

/**
 * /auth/verify?token=...: a verification mail's link. The address is verified as the page opens
 * (signed in or not); a link that does not work (invalid, expired, used) says why, and "Send again"
 * is on the banner of the signed-in screens.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const verify = useVerifyEmailMutation();
  const navigate = useNavigate();
  const t = useLinkMessages();
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // Once per page, even when effects run twice (development's strict mode): a second use would be 'used'.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const toApp = (
    <Button type="button" fullWidth size="lg" onClick={() => navigate('/', { replace: true })}>
      {t('verify.continue')}
    </Button>
  );
  if (verify.isSuccess)
    return (
      <Form as="div" aria-label={t('verify.form')}>
        <Notice variant="success" role="status" title={t('verify.doneTitle')}>
          {t('verify.done')}
        </Notice>
        {toApp}
      </Form>
    );
  if (!token || verify.isError) {
    const message = token ? messageOr(verify.error, t('verify.failed')) : '';
    const problem = token ? linkProblemOf(errorCode(verify.error)) : 'invalid';
    return (
      <Form as="div" aria-label={t('verify.form')}>
        <Notice variant="warning" title={problem ? t(PROBLEMS[problem].title) : t('verify.notVerified')}>
          {problem ? t(PROBLEMS[problem].text) : message}
        </Notice>
        {toApp}
      </Form>
    );
  }
  return <Spinner label={t('verify.verifying')} />;
}
