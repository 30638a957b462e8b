import { useId } from 'react';
import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { Card, CardContent, CardHeader, CardTitle } from '@ciao/ui';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** How to use a code at the store (the spec's usage steps). */
export function UsageStepsCard() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          How to Use Your Code
        </CardTitle>
      </CardHeader>
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
    </Card>
  );
}
