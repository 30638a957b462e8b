import styled from 'styled-components';
import { usePriceQuery } from '@ciao/api-client/signed-in';
import type { Price as PriceData } from '@ciao/contracts';
import { POLL_INTERVALS_MS, PRICE } from '@ciao/contracts/web';
import { localeTag, useLocale } from '@ciao/shell';
import { Card, CardContent } from '@ciao/ui';
import { useContentPageMessages } from '../../../messages/content-pages';

/** The price as the FAQ shows it: 10 decimals (spec section 9), in the page's separators ("$0,0000034747"). */
function formatFaqPrice(price: number, locale: string): string {
  return `$${fixed(price, PRICE.faqDecimals, locale)}`;
}

/** "+1.23%", "-4.26%", "+0.00%" ("+1,23%" in Italian). */
function formatChange(change24h: number, locale: string): string {
  return `${change24h >= 0 ? '+' : ''}${fixed(change24h, 2, locale)}%`;
}

const fixed = (value: number, decimals: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

type Trend = 'up' | 'down';

const Body = styled(CardContent)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Figures = styled.p<{ $trend: Trend }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  color: ${({ theme, $trend }) => ($trend === 'up' ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PriceReading = { status: 'live'; price: PriceData } | { status: 'loading' } | { status: 'unavailable' };

const STATUS_TEXT = {
  live: 'faq.priceLive',
  loading: 'faq.priceLoading',
  unavailable: 'faq.priceUnavailable',
} as const;

/**
 * The $CIAO price card of the FAQ. Until the first answer, or when the price cannot be read, the
 * FAQ's reference price stands in. Green when the 24 h change is zero or more, red below zero; the
 * sign is written out too, so colour is never the only cue.
 */
export function FaqPriceCard({ reading }: { reading: PriceReading }) {
  const t = useContentPageMessages();
  const tag = localeTag(useLocale());
  const live = reading.status === 'live' ? reading.price : undefined;
  const price = live?.price ?? Number(PRICE.faqFallbackUsd);
  const change24h = live?.change24h ?? 0;
  const trend: Trend = change24h >= 0 ? 'up' : 'down';

  return (
    <Card aria-labelledby="faq-price-label">
      <Body>
        <Label id="faq-price-label">{t('faq.priceTitle')}</Label>
        <Figures $trend={trend} data-testid="faq-price" data-trend={trend}>
          <Price>{formatFaqPrice(price, tag)}</Price>
          {live ? <span>{formatChange(change24h, tag)} (24h)</span> : null}
        </Figures>
        <Status>{t(STATUS_TEXT[reading.status], { seconds: POLL_INTERVALS_MS.faqPrice / 1000 })}</Status>
      </Body>
    </Card>
  );
}

/** The live price, read every 3 s (spec section 7). A failed read keeps the last price shown. */
export function FaqPrice() {
  const { data, isError } = usePriceQuery('faq');
  const reading: PriceReading = data
    ? { status: 'live', price: data }
    : { status: isError ? 'unavailable' : 'loading' };
  return <FaqPriceCard reading={reading} />;
}
