import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { SectionCard } from '@ciao/ui/controls';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { formatUsd } from '@ciao/contracts/money';
import { Button, Notice, Page } from '@ciao/ui';

const Column = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr;
  gap: ${({ theme }) => theme.space[3]};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bullets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const MIN = formatUsd(STORE_CREDIT.minUsd);
const MAX = formatUsd(STORE_CREDIT.maxUsd);
const DAYS = STORE_CREDIT.codeTtlDays;

const TUTORIAL_STEPS: { title: string; text: string }[] = [
  {
    title: 'Mine credits',
    text: 'Run educational credit-mining simulations on the dashboard. Each completed simulation adds $CIAO credits to your pending rewards.',
  },
  {
    title: `Reach ${MIN} USD`,
    text: `Once your pending credits are worth at least ${MIN} USD, the Store Credits page shows 'Ready to Redeem'. One code is worth up to ${MAX}.`,
  },
  {
    title: 'Generate your code',
    text: 'Tap Generate Store Credit. Your single-use code (like CIAO-ABC123-XYZ789) appears in your history, ready to copy.',
  },
  {
    title: 'Use it at checkout',
    text: `Enter the code at checkout in the ecosystem store within ${DAYS} days. The discount applies once.`,
  },
];

/** /tutorial/store-credits: four steps, key benefits, important notes, and the way to /store-credit. */
export function TutorialView() {
  return (
    <Column>
      <header>
        <h1>Store Credits Tutorial</h1>
        <Lead>How your $CIAO credits become discount codes, in four steps.</Lead>
      </header>
      <SectionCard title="Four Steps">
        <Steps>
          {TUTORIAL_STEPS.map((step) => (
            <Step key={step.title}>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </Step>
          ))}
        </Steps>
      </SectionCard>
      <SectionCard title="Key Benefits">
        <Bullets>
          <li>Learn how mining rewards work, and get a real discount for it.</li>
          <li>Codes are issued instantly, up to {MAX} each.</li>
          <li>Every code you generate stays in your history with its state: active, used or expired.</li>
          <li>Codes expiring within {STORE_CREDIT.expiringSoonDays} days are flagged, so none is wasted.</li>
        </Bullets>
      </SectionCard>
      <SectionCard title="Important Notes">
        <Notice variant="warning" role="note" title="Before you redeem">
          <Bullets>
            <li>$CIAO credits are virtual and have no real-world value; nothing real is mined.</li>
            <li>
              Each code can be used once, only at the ecosystem store, and expires {DAYS} days after it is generated.
            </li>
            <li>
              Codes need at least {MIN} USD of pending credits. Above {MAX}, the code is for {MAX} and the rest stays
              pending.
            </li>
            <li>With more than {MAX} pending, redeem before starting a new mining contract.</li>
            <li>Deleting your account cancels your active codes and pending rewards.</li>
          </Bullets>
        </Notice>
      </SectionCard>
      <Button as={Link} to="/store-credit" size="lg" fullWidth>
        Go to Store Credits
      </Button>
    </Column>
  );
}
