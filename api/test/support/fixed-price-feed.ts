// A price feed at a round price, so that a USD value is an exact $CIAO amount (the store-credit,
// Shopify and push tests: `startTestServer({ fixedPrice: true })`).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** USD per $CIAO: $1 is exactly 1,000,000 $CIAO. */
export const TEST_PRICE = '0.000001';

/** A DexScreener-shaped feed always quoting TEST_PRICE. */
export async function startFixedPriceFeed() {
  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        pairs: [
          {
            priceUsd: TEST_PRICE,
            priceChange: { h24: 0 },
            marketCap: 1_000_000_000,
            volume: { h24: 1_000_000 },
            liquidity: { usd: 1_000_000 },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/tokens/ciao`,
    close: () => new Promise<void>((resolve) => feed.close(() => resolve())),
  };
}
