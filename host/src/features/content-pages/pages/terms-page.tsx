import { useTermsAndConditions } from '@ciao/content';
import type { HostMessageKey } from '../../../messages';
import { LegalPage } from '../legal-page';

/** Its title differs from the menu's 'Terms & Conditions' (the spec names both). */
const TITLE: HostMessageKey = 'page.terms';

export function TermsPage() {
  return <LegalPage title={TITLE} text={useTermsAndConditions()} />;
}
