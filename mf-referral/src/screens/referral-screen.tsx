import { PlaceholderScreen } from '@ciao/shell';

/** /referral (placeholder until its feature issue lands). */
export function ReferralScreen() {
  return <PlaceholderScreen title="Referral Link">Referral programme — coming in the referral issue.</PlaceholderScreen>;
}

export default ReferralScreen;
