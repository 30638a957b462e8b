import type { Product } from '@ciao/contracts';

/** '€45.00' in the store's currency and the page's locale ('45,00 €' in Italian; '45.00 XYZ' when the browser does not know the currency). */
export function formatPrice(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The cheapest variant's price, with its compare-at price when that is higher; null without variants. */
export function displayPrice(product: Product): { price: string; compareAtPrice: string | null; from: boolean } | null {
  const [cheapest, ...others] = [...product.variants].sort((a, b) => Number(a.price) - Number(b.price));
  if (!cheapest) return null;
  const compareAt =
    cheapest.compareAtPrice !== null && Number(cheapest.compareAtPrice) > Number(cheapest.price)
      ? cheapest.compareAtPrice
      : null;
  return {
    price: cheapest.price,
    compareAtPrice: compareAt,
    from: others.some((v) => Number(v.price) !== Number(cheapest.price)),
  };
}

/** The store's own product page, by handle (opened in a new tab). */
export function productUrl(storeUrl: string, handle: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/products/${encodeURIComponent(handle)}`;
}
