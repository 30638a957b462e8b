import { usePrivacyPolicy } from '@ciao/content';
import { LegalPage } from '../legal-page';

export function PrivacyPage() {
  return <LegalPage title="link.privacy" text={usePrivacyPolicy()} />;
}
