import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import type { Eligibility, StoreCreditCode } from '@ciao/contracts';
import { Page } from '@ciao/ui';
import { CodeHistoryCard } from './code-history-card';
import { CreditProgressCard } from './credit-progress-card';
import { UsageStepsCard } from './usage-steps-card';

const Column = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

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
}

/** /store-credit: credits toward a code, Generate, the history of codes and how to use them. */
export function StoreCreditView(props: StoreCreditViewProps) {
  const { eligibility, eligibilityFailed, codes, codesFailed, onRetryCodes, generating, onGenerate, onCopy, now } = props;
  return (
    <Column>
      <Intro>
        <h1>Store Credits</h1>
        <p>Turn your $CIAO credits into single-use discount codes for the ecosystem store.</p>
        <Links aria-label="Store credit pages">
          <Link to="/tutorial/store-credits">How store credits work</Link>
          <Link to="/shopify">Visit the store</Link>
          <Link to="/activity">Credit activity</Link>
        </Links>
      </Intro>
      <CreditProgressCard eligibility={eligibility} failed={eligibilityFailed} generating={generating} onGenerate={onGenerate} />
      <CodeHistoryCard codes={codes} failed={codesFailed} onRetry={onRetryCodes} now={now} onCopy={onCopy} />
      <UsageStepsCard />
    </Column>
  );
}
