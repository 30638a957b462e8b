import { escapeHtml } from '../../http/escape-html';
import { DEMO_IMAGES_PATH, DEMO_PRODUCTS, DEMO_STORE, DEMO_STORE_URL } from './demo-catalogue';

type DemoProduct = (typeof DEMO_PRODUCTS)[number];

const usd = (amount: string) => `$${amount}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fb; color: #0f172a; }
  main { max-width: 720px; margin: 0 auto; padding: 1rem; }
  .note { background: #eff6ff; border: 1px solid #93c5fd; border-radius: 12px; padding: 0.75rem 1rem; }
  img { width: 100%; max-width: 360px; border-radius: 12px; }
  ul { list-style: none; padding: 0; display: grid; gap: 0.5rem; }
  a { color: #3730a3; }
  s { color: #475569; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const DEMO_NOTE = `<p class="note">This is a demo store: it is not connected to Shopify and nothing can be bought here. Store-credit codes are still issued and logged.</p>`;

/** The demo store's front page: every product, linked. */
export function demoStorePage(message?: string): string {
  const items = DEMO_PRODUCTS.map(
    (p) => `<li><a href="${DEMO_STORE_URL}/products/${p.handle}">${escapeHtml(p.title)}</a> ${usd(p.price)}</li>`,
  ).join('');
  return page(
    DEMO_STORE.storeName,
    `<h1>${escapeHtml(DEMO_STORE.storeName)}</h1>${message ? `<p>${escapeHtml(message)}</p>` : ''}${DEMO_NOTE}<ul>${items}</ul>`,
  );
}

/** A product page of the demo store (what 'View Product' opens when no store is connected). */
export function demoProductPage(product: DemoProduct): string {
  const price = product.compareAtPrice
    ? `<s>${usd(product.compareAtPrice)}</s> ${usd(product.price)}`
    : usd(product.price);
  return page(
    `${product.title} · ${DEMO_STORE.storeName}`,
    `<p><a href="${DEMO_STORE_URL}">${escapeHtml(DEMO_STORE.storeName)}</a></p>
<h1>${escapeHtml(product.title)}</h1>
<img src="${DEMO_IMAGES_PATH}/${product.handle}.svg" alt="${escapeHtml(product.title)}">
<p>${price}</p>
<p>${escapeHtml(product.description)}</p>
${DEMO_NOTE}`,
  );
}
