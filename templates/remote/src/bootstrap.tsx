// The remote's own page in development (`npm run dev`): its screen under the shell's providers.
import { mountStandalone } from '@ciao/shell/standalone';
import { ReferralScreen } from './screens/referral-screen';

mountStandalone('mf_referral', [{ path: '/referral', title: 'Referral', Screen: ReferralScreen }]);
