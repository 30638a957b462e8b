import styled from 'styled-components';
import { SectionCard } from '@ciao/ui/controls';
import type { Product, StoreInfo } from '@ciao/contracts';
import { Badge, Button, EmptyState, ExternalLinkIcon, InboxIcon, Notice, Page, Spinner } from '@ciao/ui';
import { ProductCard } from './product-card';
import { useStoreCreditMessages } from '../../messages';

const Column = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

const ProductList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

const Loading = ({ label }: { label: string }) => (
  <Center>
    <Spinner label={label} />
  </Center>
);

export interface ShopifyViewProps {
  /** undefined while loading (or when it failed). */
  store: StoreInfo | undefined;
  storeFailed?: boolean;
  products: Product[] | undefined;
  productsFailed?: boolean;
  onRetry?: () => void;
}

/** /shopify: the store's information, whether it is connected (or the demo catalogue), and its products. */
export function ShopifyView({
  store,
  storeFailed = false,
  products,
  productsFailed = false,
  onRetry,
}: ShopifyViewProps) {
  const t = useStoreCreditMessages();
  const retry = onRetry ? (
    <Button variant="outline" size="sm" onClick={onRetry}>
      {t('common.tryAgain')}
    </Button>
  ) : undefined;

  return (
    <Column>
      <header>
        <h1>{t('shopify.title')}</h1>
        <Text>{t('shopify.intro')}</Text>
      </header>
      <Cards>
        <SectionCard title={t('shopify.storeInfo')}>
          {store ? (
            <>
              <Facts>
                <dt>{t('shopify.store')}</dt>
                <dd>{store.storeName}</dd>
                <dt>{t('shopify.currency')}</dt>
                <dd>{store.currency}</dd>
                <dt>{t('shopify.country')}</dt>
                <dd>{store.country}</dd>
              </Facts>
              <Button
                as="a"
                href={store.storeUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="outline"
                endIcon={<ExternalLinkIcon />}
              >
                {t('shopify.visitStore')}
              </Button>
            </>
          ) : storeFailed ? (
            <Notice variant="danger" title={t('shopify.storeUnavailable')} action={retry} />
          ) : (
            <Loading label={t('shopify.loadingStore')} />
          )}
        </SectionCard>
        <SectionCard title={t('shopify.integration')}>
          {store?.connected ? (
            <>
              <Text>
                <Badge variant="success">{t('shopify.connected')}</Badge>
              </Text>
              <Text>{t('shopify.connectedTo', { store: store.storeName })}</Text>
            </>
          ) : store ? (
            <>
              <Text>
                <Badge variant="info">{t('shopify.demo')}</Badge>
              </Text>
              <Text>{t('shopify.demoText')}</Text>
            </>
          ) : storeFailed ? (
            <Text>{t('shopify.statusUnknown')}</Text>
          ) : (
            <Loading label={t('shopify.checking')} />
          )}
        </SectionCard>
      </Cards>
      <SectionCard title={t('shopify.products')}>
        {products === undefined ? (
          productsFailed ? (
            <Notice variant="danger" title={t('shopify.productsUnavailable')} action={retry} />
          ) : (
            <Loading label={t('shopify.loadingProducts')} />
          )
        ) : products.length === 0 ? (
          <EmptyState icon={<InboxIcon />} title={t('shopify.noProducts')} description={t('shopify.noProductsText')} />
        ) : (
          <ProductList>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} currency={store?.currency ?? 'USD'} storeUrl={store?.storeUrl} />
              </li>
            ))}
          </ProductList>
        )}
      </SectionCard>
    </Column>
  );
}
