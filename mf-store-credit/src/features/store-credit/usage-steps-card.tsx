import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { CardContent, TitledCard } from '@ciao/ui';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** How to use a code at the store (the spec's usage steps). */
export function UsageStepsCard() {
  return (
    <TitledCard title="How to Use Your Code">
      <CardContent>
        <Steps>
          <li>Copy your code with its Copy button.</li>
          <li>
            Open the <Link to="/shopify">ecosystem store</Link> and add the products you like to your cart.
          </li>
          <li>At checkout, enter the code in the discount code field and apply it.</li>
          <li>
            Each code works once, only at the ecosystem store, within {STORE_CREDIT.codeTtlDays} days of being
            generated.
          </li>
        </Steps>
      </CardContent>
    </TitledCard>
  );
}
