import { useEffect, useRef } from 'react';
import { useNavigate } from '@ciao/shell/router';
import { messageOr } from '@ciao/api-client';
import { useVerifyEmailMutation } from '@ciao/api-client/signed-in';
import { VERIFY_LINK_MESSAGES, type VerifyLinkProblem } from '@ciao/contracts/web';
import { Button, Notice, Spinner } from '@ciao/ui';
import { Form } from '../login/login-form';

const PROBLEM_TITLES: Record<VerifyLinkProblem, string> = {
  invalid: 'This link does not work',
  expired: 'This link has expired',
  used: 'This link was already used',
};

/** Which of the link's problems the API's message names; undefined for any other refusal. */
const problemOf = (message: string) =>
  (Object.keys(VERIFY_LINK_MESSAGES) as VerifyLinkProblem[]).find(
    (problem) => VERIFY_LINK_MESSAGES[problem] === message,
  );

/**
 * /auth/verify?token=...: a verification mail's link. The address is verified as the page opens
 * (signed in or not); a link that does not work (invalid, expired, used) says why, and "Send again"
 * is on the banner of the signed-in screens.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const verify = useVerifyEmailMutation();
  const navigate = useNavigate();
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
      Continue to $CIAO MINING
    </Button>
  );
  if (verify.isSuccess)
    return (
      <Form as="div" aria-label="Verify e-mail">
        <Notice variant="success" role="status" title="E-mail verified">
          {verify.data.message}
        </Notice>
        {toApp}
      </Form>
    );
  if (!token || verify.isError) {
    const message = token ? messageOr(verify.error, 'Could not verify the address. Please try again.') : '';
    const problem = token ? problemOf(message) : 'invalid';
    return (
      <Form as="div" aria-label="Verify e-mail">
        <Notice variant="warning" title={problem ? PROBLEM_TITLES[problem] : 'Not verified'}>
          {problem ? VERIFY_LINK_MESSAGES[problem] : message}
        </Notice>
        {toApp}
      </Form>
    );
  }
  return <Spinner label="Verifying your e-mail address..." />;
}
