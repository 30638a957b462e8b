import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import type { Stats } from '@ciao/contracts';
import { formatAmount } from '@ciao/contracts/money';
import { FittedNumber } from '@ciao/ui';
import { Help } from '../../components/help';
import { SectionCard } from '@ciao/ui/controls';

/** Two columns on phones, four from tablet width up. */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Unit = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** A card's way to the detail behind its number, a full touch target. */
const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface StatsCardsProps {
  /** Undefined while loading or after a failed first read. */
  stats: Stats | undefined;
  failed: boolean;
}

interface StatCard {
  title: string;
  value: (stats: Stats) => string;
  /** Shown under the value, also while it loads: the cards keep their height (no layout shift). */
  unit?: string;
  help: string;
  example?: string;
  link?: { to: string; label: string };
}

const CARDS: StatCard[] = [
  {
    title: 'Total Credits',
    value: (s) => formatAmount(s.totalMined),
    unit: '$CIAO',
    help: 'Every virtual $CIAO credit your simulations have earned so far. Credits have no real-world value.',
    link: { to: '/activity', label: 'View activity' },
  },
  {
    title: 'Credit Rate',
    value: (s) => formatAmount(s.miningRate),
    unit: '$CIAO per hour',
    help: 'How many $CIAO credits your active simulation adds per hour. It is 0 while no simulation runs.',
    example: 'A 1h Lightning simulation runs at 2x: its $0.06 worth of credits arrive within one hour.',
  },
  {
    title: 'Active simulations',
    value: (s) => formatAmount(s.activeContracts, 0),
    help: 'Simulations running now. One can run at a time; it finishes on its own when its timer reaches zero.',
  },
  {
    title: 'Pending',
    value: (s) => formatAmount(s.pendingRewards),
    unit: '$CIAO',
    help: 'Credits from finished simulations that have not been converted into a discount code yet.',
    example: 'Once they are worth $2.50 USD you can generate a discount code on the Store Credits page.',
  },
];

/** The four stats cards: Total Credits, Credit Rate, Active simulations, Pending. */
export function StatsCards({ stats, failed }: StatsCardsProps) {
  return (
    <Cards>
      {CARDS.map((card) => (
        <SectionCard
          key={card.title}
          compact
          title={card.title}
          help={
            <Help title={card.title} example={card.example}>
              {card.help}
            </Help>
          }
        >
          <Value>
            {stats ? (
              <FittedNumber>{card.value(stats)}</FittedNumber>
            ) : failed ? (
              <span title="Unavailable">—</span>
            ) : (
              '…'
            )}
            {card.unit ? <Unit>{card.unit}</Unit> : null}
          </Value>
          {card.link ? <CardLink to={card.link.to}>{card.link.label}</CardLink> : null}
        </SectionCard>
      ))}
    </Cards>
  );
}
