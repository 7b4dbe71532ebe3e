import { expect, test } from './fixtures.js';
import { vendorCallbackHeaders } from './print-vendor.js';

/** The print service itself (internal routes are never proxied by the gateway). */
const printUrl = `http://127.0.0.1:${4105 + Number(process.env.E2E_PORT_OFFSET ?? 10_000)}`;
/** The development default every service of the test platform runs with. */
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'cardsmith-dev-internal-secret';

test('a printed card: ordered in the dialog, paid by invoice, sent to the printer, shipped with tracking', async ({
  page,
}) => {
  await page.goto('/modern-editor');
  await page.getByRole('button', { name: 'Print Physical Card' }).click();
  // The card's first save asks for its title, suggested from the occasion and the recipient.
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByLabel('Who is it for? (optional)').fill('Ada');
  await expect(naming.getByLabel('Card title')).toHaveValue('Birthday card for Ada');
  await naming.getByLabel('Card title').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Print Physical Card' });
  await expect(dialog.getByTestId('print-total')).toHaveText('$7.02');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByText('Premium Matte').click();
  await dialog.getByRole('switch').click();
  // 2 × (299 + 399) + 2 × 50 envelopes + 379 shipping + 8 % tax (119.68 → 120)
  await expect(dialog.getByTestId('print-total')).toHaveText('$19.95');

  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('Please fix the following issues:')).toBeVisible();
  await expect(dialog.getByText('ZIP code is required')).toBeVisible();

  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('State / province').fill('IL');
  await dialog.getByLabel('ZIP / postal code').fill('62701');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  // No Stripe keys: the test checkout (e2e/test-checkout.spec.ts pays there).
  await expect(page.getByTestId('test-mode-notice')).toHaveText('Test mode: no money moves');

  // This customer pays by invoice: an admin records the payment (the admin console calls this route).
  const paid = await page.request.post(`${printUrl}/internal/print/orders/${orderId}/mark-paid`, {
    headers: { 'x-internal-secret': INTERNAL_SECRET },
    data: { note: 'Paid by bank transfer' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  // The print-submit worker renders the PDFs and hands the order over (the outbox here); the
  // page, unreloaded, hears each move by the order's status events.
  await expect(page.getByTestId('order-status')).toHaveText('Sent to the printer', {
    timeout: 60_000,
  });
  const proof = await page.request.get(`/api/print/orders/${orderId}/proof.pdf`);
  expect(proof.headers()['content-type']).toBe('application/pdf');

  // The vendor's signed callback, through the public origin.
  const body = JSON.stringify({
    eventId: `e2e-${orderId}-shipped`,
    merchantReference: orderId,
    status: 'shipped',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://tracking.example/1Z999AA10123456784',
  });
  const shipped = await page.request.post('/api/print/vendor/callback', {
    headers: vendorCallbackHeaders(body),
    data: body,
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);

  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
  await expect(page.getByRole('list', { name: 'Order status' }).getByRole('listitem')).toHaveCount(
    4,
  );

  await page.goto('/orders');
  await expect(page.getByRole('link', { name: /Shipped · \$19\.95/ })).toBeVisible();
});
