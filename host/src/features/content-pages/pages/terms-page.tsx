import { termsAndConditions } from '@ciao/content';
import { LegalPage } from '../legal-page';

export function TermsPage() {
  return <LegalPage title="Terms and Conditions" text={termsAndConditions} />;
}
