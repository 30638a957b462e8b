import styled from 'styled-components';
import { SectionCard } from '@ciao/ui/controls';
import type { Product, StoreInfo } from '@ciao/contracts';
import { Badge, Button, EmptyState, ExternalLinkIcon, InboxIcon, Notice, Page, Spinner } from '@ciao/ui';
import { ProductCard } from './product-card';

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

export const SHOPIFY_TEXTS = {
  storeUnavailable: 'Unable to load store information',
  productsUnavailable: 'Unable to load products',
  noProducts: 'No products found',
} as const;

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
  const retry = onRetry ? (
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  ) : undefined;

  return (
    <Column>
      <header>
        <h1>Shopify Store</h1>
        <Text>Spend your store credit codes on the ecosystem store.</Text>
      </header>
      <Cards>
        <SectionCard title="Store Information">
          {store ? (
            <>
              <Facts>
                <dt>Store</dt>
                <dd>{store.storeName}</dd>
                <dt>Currency</dt>
                <dd>{store.currency}</dd>
                <dt>Country</dt>
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
                Visit Store
              </Button>
            </>
          ) : storeFailed ? (
            <Notice variant="danger" title={SHOPIFY_TEXTS.storeUnavailable} action={retry} />
          ) : (
            <Loading label="Loading store information" />
          )}
        </SectionCard>
        <SectionCard title="Integration Status">
          {store?.connected ? (
            <>
              <Text>
                <Badge variant="success">Connected</Badge>
              </Text>
              <Text>
                Connected to {store.storeName}. Every code you generate is created in the store as a single-use
                discount.
              </Text>
            </>
          ) : store ? (
            <>
              <Text>
                <Badge variant="info">Demo catalogue</Badge>
              </Text>
              <Text>
                Not connected to a Shopify store: these are sample products from a demo catalogue. Store credit codes
                are still issued and logged.
              </Text>
            </>
          ) : storeFailed ? (
            <Text>Status unknown: the store information could not be loaded.</Text>
          ) : (
            <Loading label="Checking the integration" />
          )}
        </SectionCard>
      </Cards>
      <SectionCard title="Products">
        {products === undefined ? (
          productsFailed ? (
            <Notice variant="danger" title={SHOPIFY_TEXTS.productsUnavailable} action={retry} />
          ) : (
            <Loading label="Loading products" />
          )
        ) : products.length === 0 ? (
          <EmptyState
            icon={<InboxIcon />}
            title={SHOPIFY_TEXTS.noProducts}
            description="The store has no products to show right now."
          />
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
