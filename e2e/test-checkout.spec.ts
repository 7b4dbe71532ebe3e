import { createDb } from '@cardsmith/service-kit';
import { expect, test, type Page } from './fixtures.js';

/** The print service itself (internal routes are never proxied by the gateway). */
const printUrl = `http://127.0.0.1:${4105 + Number(process.env.E2E_PORT_OFFSET ?? 10_000)}`;
/** The development default every service of the test platform runs with. */
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'cardsmith-dev-internal-secret';

/** The emails the scheduler's outbox holds for the address (no SMTP here): subject and text. */
async function outboxEmails(email: string): Promise<{ subject: string | null; text: string }[]> {
  const db = createDb<{
    outbox_message: { recipient: string; subject: string | null; text: string };
  }>(process.env.E2E_DATABASE_URL!, 'scheduler', 1);
  try {
    return await db
      .selectFrom('outbox_message')
      .select(['subject', 'text'])
      .where('recipient', '=', email)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function payWithTestCard(page: Page, number: string) {
  const checkout = page.getByRole('form', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Ada Lovelace');
  await checkout.getByRole('button', { name: 'Pay $7.02 (test)' }).click();
}

test('a newcomer orders a printed card and pays with Stripe’s test card: the printer gets it and the paid email goes out', async ({
  page,
}) => {
  const email = `e2e-test-checkout-${Date.now()}@example.com`;
  await page.goto('/modern-editor');
  await page.getByRole('button', { name: 'Print Physical Card' }).click();
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByLabel('Who is it for? (optional)').fill('Ada');
  await naming.getByLabel('Card title').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Print Physical Card' });
  await expect(dialog.getByTestId('print-total')).toHaveText('$7.02');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('State / province').fill('IL');
  await dialog.getByLabel('ZIP / postal code').fill('62701');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('test-mode-notice')).toHaveText('Test mode: no money moves');

  // Stripe's declining test card: its sentence, and the order as it was.
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');

  await page.reload();
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(
    page.getByText('Test payment of $7.02, Visa •••• 4242: no money moved'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Test checkout' })).toHaveCount(0);

  // The print-submit worker renders the PDFs and hands the order to the vendor (the outbox
  // vendor here, as on a machine with no vendor keys); the open page follows it there.
  await expect(page.getByTestId('order-status')).toHaveText('Sent to the printer', {
    timeout: 60_000,
  });
  const outbox = await page.request.get(`${printUrl}/internal/print/outbox`, {
    headers: { 'x-internal-secret': INTERNAL_SECRET },
  });
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const held = ((await outbox.json()) as { orders: { id: string; status: string }[] }).orders;
  expect(held.find((order) => order.id === orderId)).toMatchObject({ status: 'submitted' });

  await expect
    .poll(async () => (await outboxEmails(email)).map((sent) => sent.subject), { timeout: 30_000 })
    .toEqual(['Your printed card order is paid']);
  const [paidEmail] = await outboxEmails(email);
  expect(paidEmail!.text).toContain(
    'We received your test payment (test mode: no money moved) of $7.02',
  );
});
