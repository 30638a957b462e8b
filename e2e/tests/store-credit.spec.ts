import { expect, test } from '../support/fixtures';
import { creditPendingUsd, registerSaver } from '../support/store-credit';

const CODE = /^CIAO-[A-Z0-9]{6}-[A-Z0-9]{6}$/;

test('when a user with enough pending credit generates a code, then it is in the history and can be copied', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const saver = await registerSaver(page);
  await creditPendingUsd(page, saver.id, 3.5);

  await page.goto('/store-credit');
  const credits = page.getByRole('region', { name: 'Your Credits' });
  await expect(credits.getByText('Ready to Redeem')).toBeVisible();
  const history = page.getByRole('region', { name: 'Your Codes' });
  await expect(history.getByText('No codes yet')).toBeVisible();

  const generated = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/store-credit/generate'),
  );
  await credits.getByRole('button', { name: 'Generate Store Credit' }).click();
  const response = await generated;
  expect(response.status()).toBe(201);
  const code = (await response.json()) as { code: string; amountUsd: string };
  expect(code.code).toMatch(CODE);
  expect(Number(code.amountUsd)).toBeGreaterThanOrEqual(3.4);

  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Store Credit Generated!', { exact: true }),
  ).toBeVisible();
  const item = history.getByRole('listitem', { name: `${code.code}, Active` });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`$${code.amountUsd}`);
  await expect(credits.getByText('Below Minimum')).toBeVisible();
  await expect(credits.getByRole('button', { name: 'Generate Store Credit' })).toBeDisabled();

  await item.getByRole('button', { name: `Copy ${code.code}` }).click();
  await expect(item.getByRole('button', { name: `Copied ${code.code}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.code);
  await expect(item.getByRole('button', { name: `Copy ${code.code}` })).toBeVisible(); // back after 2 s
});

test('when the address is not verified, then credits worth a code are not shown ready: the address, Send again, Generate off', async ({
  page,
}) => {
  const saver = await registerSaver(page, { verified: false });
  await creditPendingUsd(page, saver.id, 3.5);
  let generateAsked = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/store-credit/generate')) generateAsked = true;
  });

  await page.goto('/store-credit');
  const credits = page.getByRole('region', { name: 'Your Credits' });
  await expect(credits.getByText('Verify E-mail')).toBeVisible();
  await expect(credits.getByText('Ready to Redeem')).toHaveCount(0);
  await expect(credits.getByText(`Open the link we sent to ${saver.email}.`)).toBeVisible();
  const generate = credits.getByRole('button', { name: 'Generate Store Credit' });
  await expect(generate).toHaveAttribute('aria-disabled', 'true');
  await generate.click({ force: true });
  await expect(page.getByText('Generation Failed', { exact: true })).toHaveCount(0);
  expect(generateAsked).toBe(false);

  await credits.getByRole('button', { name: 'Send again' }).click();
  await expect(credits.getByText('A new verification link is on its way. It works for 24 hours.')).toBeVisible();
});

test('when the store is not connected, then /shopify shows the demo catalogue and View Product opens the product page in a new tab', async ({
  signedInPage: page,
}) => {
  await page.goto('/shopify');
  await expect(
    page.getByRole('region', { name: 'Integration Status' }).getByText('Demo catalogue', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Store Information' }).getByText('$CIAO Demo Store', { exact: true }),
  ).toBeVisible();

  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('article')).toHaveCount(6);
  const hoodie = products.getByRole('article', { name: '$CIAO Hoodie' });
  const picture = hoodie.getByRole('img', { name: '$CIAO Hoodie' });
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(hoodie).toContainText('$49.00');

  const opened = page.context().waitForEvent('page');
  await hoodie.getByRole('link', { name: /View Product/ }).click();
  const productPage = await opened;
  await productPage.waitForLoadState();
  expect(new URL(productPage.url()).pathname).toBe('/api/shopify/demo-store/products/ciao-hoodie');
  await expect(productPage.getByRole('heading', { level: 1, name: '$CIAO Hoodie' })).toBeVisible();
  await expect(page).toHaveURL(/\/shopify$/);
});
