import styled from 'styled-components';
import type { Product } from '@ciao/contracts';
import { Button, Card, ExternalLinkIcon } from '@ciao/ui';
import { displayPrice, formatPrice, productUrl } from './product-price';
import { localeTag, useLocale } from '@ciao/shell';
import { useStoreCreditMessages } from '../../messages';

const Picture = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NoPicture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Actions = styled.div`
  margin-top: auto;
`;

export interface ProductCardProps {
  product: Product;
  currency: string;
  /** The store's address; undefined while unknown (View Product waits for it). */
  storeUrl: string | undefined;
}

/** A product of the store: picture, title, vendor, price (and compare-at price), View Product. */
export function ProductCard({ product, currency, storeUrl }: ProductCardProps) {
  const image = product.images[0];
  const price = displayPrice(product);
  const t = useStoreCreditMessages();
  const locale = localeTag(useLocale());
  return (
    <Card as="article" aria-label={product.title}>
      <Picture>
        {image ? (
          <img src={image.src} alt={image.alt ?? product.title} loading="lazy" />
        ) : (
          <NoPicture>{t('product.noImage')}</NoPicture>
        )}
      </Picture>
      <Body>
        <h3>{product.title}</h3>
        <Meta>{[product.vendor, product.productType].filter(Boolean).join(' · ')}</Meta>
        {price ? (
          <Prices>
            <span>
              {price.from
                ? t('product.from', { price: formatPrice(price.price, currency, locale) })
                : formatPrice(price.price, currency, locale)}
            </span>
            {price.compareAtPrice ? (
              <s aria-label={t('product.was', { price: formatPrice(price.compareAtPrice, currency, locale) })}>
                {formatPrice(price.compareAtPrice, currency, locale)}
              </s>
            ) : null}
          </Prices>
        ) : null}
        <Actions>
          {storeUrl ? (
            <Button
              as="a"
              href={productUrl(storeUrl, product.handle)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              size="sm"
              fullWidth
              endIcon={<ExternalLinkIcon />}
              aria-label={t('product.viewLabel', { title: product.title })}
            >
              {t('product.view')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" fullWidth disabled>
              {t('product.view')}
            </Button>
          )}
        </Actions>
      </Body>
    </Card>
  );
}
