// Standalone dev page (npm run dev -w mf-referral); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { ReferralScreen } from './screens/referral-screen';

mountStandalone('mf_referral', [{ path: '/referral', title: 'Referral', Screen: ReferralScreen }]);
