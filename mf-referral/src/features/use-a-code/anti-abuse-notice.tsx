import { PROGRAMME_WORDS } from '../../components/programme-words';
import { Notice } from '@ciao/ui';

/** The programme's rules as users are told them (spec section 5; enforced by the API, docs/referral.md). */
export function AntiAbuseNotice() {
  return (
    <Notice variant="warning" title="Anti-Abuse Policy" role="note">
      <p>
        One referral code per account, and never your own. One account per person and per IP address:{' '}
        {PROGRAMME_WORDS.sameAddress}. Rewards are paid only after the invited friend&apos;s first completed mining.
      </p>
    </Notice>
  );
}
