import { Link } from '@ciao/shell/router';
import type { Eligibility, StoreCreditCode } from '@ciao/contracts';
import { NarrowPage, PageIntro, PageLinks } from '@ciao/ui';
import { CodeHistoryCard } from './code-history-card';
import { CreditProgressCard, type AddressToVerify } from './credit-progress-card';
import { UsageStepsCard } from './usage-steps-card';
import { useStoreCreditMessages } from '../../messages';

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
  const t = useStoreCreditMessages();
  return (
    <NarrowPage>
      <PageIntro>
        <h1>{t('page.title')}</h1>
        <p>{t('page.intro')}</p>
        <PageLinks aria-label={t('page.links')}>
          <Link to="/tutorial/store-credits">{t('page.howItWorks')}</Link>
          <Link to="/shopify">{t('page.visitStore')}</Link>
          <Link to="/activity">{t('page.activity')}</Link>
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
