import { ReferralScreen } from '../features/referral/referral-screen';

export { ReferralScreen };
export default ReferralScreen;
