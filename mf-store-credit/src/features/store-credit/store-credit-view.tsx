import { Link } from '@ciao/shell/router';
import type { Eligibility, StoreCreditCode } from '@ciao/contracts';
import { NarrowPage, PageIntro, PageLinks } from '@ciao/ui';
import { CodeHistoryCard } from './code-history-card';
import { CreditProgressCard, type AddressToVerify } from './credit-progress-card';
import { UsageStepsCard } from './usage-steps-card';

export interface StoreCreditViewProps {
  eligibility: Eligibility | undefined;
  eligibilityFailed?: boolean;
  codes: StoreCreditCode[] | undefined;
  codesFailed?: boolean;
  onRetryCodes?: () => void;
  generating: boolean;
  onGenerate: () => void;
  onCopy: (code: string) => Promise<void>;
  /** The moment code expiry is measured against. */
  now: Date;
  /** Present while the account's address is not verified. */
  addressToVerify?: AddressToVerify | undefined;
}

/** /store-credit: credits toward a code, Generate, the history of codes and how to use them. */
export function StoreCreditView(props: StoreCreditViewProps) {
  const { eligibility, eligibilityFailed, codes, codesFailed, onRetryCodes, generating, onGenerate, onCopy, now } =
    props;
  const { addressToVerify } = props;
  return (
    <NarrowPage>
      <PageIntro>
        <h1>Store Credits</h1>
        <p>Turn your $CIAO credits into single-use discount codes for the ecosystem store.</p>
        <PageLinks aria-label="Store credit pages">
          <Link to="/tutorial/store-credits">How store credits work</Link>
          <Link to="/shopify">Visit the store</Link>
          <Link to="/activity">Credit activity</Link>
        </PageLinks>
      </PageIntro>
      <CreditProgressCard
        eligibility={eligibility}
        failed={eligibilityFailed}
        generating={generating}
        onGenerate={onGenerate}
        addressToVerify={addressToVerify}
      />
      <CodeHistoryCard codes={codes} failed={codesFailed} onRetry={onRetryCodes} now={now} onCopy={onCopy} />
      <UsageStepsCard />
    </NarrowPage>
  );
}
