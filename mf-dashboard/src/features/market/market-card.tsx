import styled from 'styled-components';
import { EXTERNAL_LINKS } from '@ciao/content';
import type { Price } from '@ciao/contracts';
import { MARKET_STATIC } from '@ciao/contracts/web';
import { formatCompactUsd, formatPercentChange, formatUsdPrice } from '@ciao/contracts/money';
import { Button, ExternalLinkIcon, Spinner } from '@ciao/ui';
import { Help } from '../../components/help';
import { LabelledValue, SectionCard, ValueList } from '@ciao/ui/controls';

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

const title = 'Market Data';

const help = (
  <Help title={title} example="A market cap of $1.23B is 1.23 billion US dollars; $45.67M is 45.67 million.">
    The $CIAO price in USD, its change over 24 hours, market capitalisation and trading volume. Hashrate, difficulty and
    block reward are fixed figures of the simulation. Your credits stay virtual whatever the market does.
  </Help>
);

/** Market card: live price figures (or 'Market data unavailable'), the static figures, and the DEX page. */
export function MarketCard({ price, status }: MarketCardProps) {
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
          View on DEX
        </Button>
      }
    >
      <Body>
        {status === 'loading' ? (
          <Centre>
            <Spinner label="Loading market data" />
          </Centre>
        ) : null}
        {status === 'unavailable' || (status === 'ready' && !price) ? (
          <Unavailable role="status">Market data unavailable</Unavailable>
        ) : null}
        {status === 'ready' && price ? (
          <ValueList aria-label="Market figures">
            <LabelledValue label="Price">{formatUsdPrice(price.price)}</LabelledValue>
            <LabelledValue label="24h Change">
              <Change $up={price.change24h >= 0}>{formatPercentChange(price.change24h)}</Change>
            </LabelledValue>
            <LabelledValue label="Market Cap">{formatCompactUsd(price.marketCap)}</LabelledValue>
            <LabelledValue label="24h Volume">{formatCompactUsd(price.volume24h)}</LabelledValue>
          </ValueList>
        ) : null}
        <ValueList aria-label="Simulation figures">
          <LabelledValue label="Hashrate">{MARKET_STATIC.hashrate}</LabelledValue>
          <LabelledValue label="Difficulty">{MARKET_STATIC.difficulty}</LabelledValue>
          <LabelledValue label="Block Reward">{MARKET_STATIC.blockReward}</LabelledValue>
        </ValueList>
      </Body>
    </SectionCard>
  );
}
