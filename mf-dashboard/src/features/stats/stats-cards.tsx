import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import type { Stats } from '@ciao/contracts';
import { formatAmount } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { FittedNumber } from '@ciao/ui';
import { Help } from '../../components/help';
import { SectionCard } from '@ciao/ui/controls';
import { useDashboardMessages, type DashboardMessageKey } from '../../messages';

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
  title: DashboardMessageKey;
  /** The figure and its decimals. */
  value: (stats: Stats) => string | number;
  decimals?: number;
  /** Shown under the value, also while it loads: the cards keep their height (no layout shift). */
  unit?: '$CIAO' | DashboardMessageKey;
  help: DashboardMessageKey;
  example?: DashboardMessageKey;
  link?: { to: string; label: DashboardMessageKey };
}

const CARDS: StatCard[] = [
  {
    title: 'stats.totalCredits',
    value: (s) => s.totalMined,
    unit: '$CIAO',
    help: 'stats.totalCreditsHelp',
    link: { to: '/activity', label: 'stats.viewActivity' },
  },
  {
    title: 'stats.creditRate',
    value: (s) => s.miningRate,
    unit: 'stats.perHour',
    help: 'stats.creditRateHelp',
    example: 'stats.creditRateExample',
  },
  {
    title: 'stats.activeSimulations',
    value: (s) => s.activeContracts,
    decimals: 0,
    help: 'stats.activeSimulationsHelp',
  },
  {
    title: 'stats.pending',
    value: (s) => s.pendingRewards,
    unit: '$CIAO',
    help: 'stats.pendingHelp',
    example: 'stats.pendingExample',
  },
];

/** The four stats cards: Total Credits, Credit Rate, Active simulations, Pending. */
export function StatsCards({ stats, failed }: StatsCardsProps) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  return (
    <Cards>
      {CARDS.map((card) => (
        <SectionCard
          key={card.title}
          compact
          title={t(card.title)}
          help={
            <Help title={t(card.title)} example={card.example && t(card.example)}>
              {t(card.help)}
            </Help>
          }
        >
          <Value>
            {stats ? (
              <FittedNumber>{formatAmount(card.value(stats), card.decimals, 'half-up', locale)}</FittedNumber>
            ) : failed ? (
              <span title={t('stats.unavailable')}>—</span>
            ) : (
              '…'
            )}
            {card.unit ? <Unit>{card.unit === '$CIAO' ? card.unit : t(card.unit)}</Unit> : null}
          </Value>
          {card.link ? <CardLink to={card.link.to}>{t(card.link.label)}</CardLink> : null}
        </SectionCard>
      ))}
    </Cards>
  );
}
