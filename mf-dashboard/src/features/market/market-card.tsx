import styled from 'styled-components';
import { EXTERNAL_LINKS } from '@ciao/content';
import type { Price } from '@ciao/contracts';
import { MARKET_STATIC } from '@ciao/contracts/web';
import { formatCompactUsd, formatPercentChange, formatUsdPrice } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Button, ExternalLinkIcon, Spinner } from '@ciao/ui';
import { Help } from '../../components/help';
import { LabelledValue, SectionCard, ValueList } from '@ciao/ui/controls';
import { useDashboardMessages } from '../../messages';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Change = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.success : theme.colors.danger)};
`;

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
`;

export type MarketStatus = 'loading' | 'ready' | 'unavailable';

export interface MarketCardProps {
  /** The latest price reading; shown only when `status` is 'ready'. */
  price: Price | undefined;
  status: MarketStatus;
}

/** Market card: live price figures (or 'Market data unavailable'), the static figures, and the DEX page. */
export function MarketCard({ price, status }: MarketCardProps) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  const title = t('market.title');
  const help = (
    <Help title={title} example={t('market.helpExample')}>
      {t('market.help')}
    </Help>
  );
  return (
    <SectionCard
      title={title}
      help={help}
      footer={
        <Button
          as="a"
          href={EXTERNAL_LINKS.dexPage}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          fullWidth
          endIcon={<ExternalLinkIcon size={16} />}
        >
          {t('market.viewOnDex')}
        </Button>
      }
    >
      <Body>
        {status === 'loading' ? (
          <Centre>
            <Spinner label={t('market.loading')} />
          </Centre>
        ) : null}
        {status === 'unavailable' || (status === 'ready' && !price) ? (
          <Unavailable role="status">{t('market.unavailable')}</Unavailable>
        ) : null}
        {status === 'ready' && price ? (
          <ValueList aria-label={t('market.figures')}>
            <LabelledValue label={t('market.price')}>{formatUsdPrice(price.price, 10, locale)}</LabelledValue>
            <LabelledValue label={t('market.change')}>
              <Change $up={price.change24h >= 0}>{formatPercentChange(price.change24h, locale)}</Change>
            </LabelledValue>
            <LabelledValue label={t('market.cap')}>{formatCompactUsd(price.marketCap, locale)}</LabelledValue>
            <LabelledValue label={t('market.volume')}>{formatCompactUsd(price.volume24h, locale)}</LabelledValue>
          </ValueList>
        ) : null}
        <ValueList aria-label={t('market.simulationFigures')}>
          <LabelledValue label={t('market.hashrate')}>{MARKET_STATIC.hashrate}</LabelledValue>
          {/* The simulation's one difficulty, 'Medium' (MARKET_STATIC), in the page's language. */}
          <LabelledValue label={t('market.difficulty')}>{t('market.difficultyMedium')}</LabelledValue>
          <LabelledValue label={t('market.blockReward')}>{MARKET_STATIC.blockReward}</LabelledValue>
        </ValueList>
      </Body>
    </SectionCard>
  );
}
