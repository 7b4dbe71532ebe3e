import { readFile } from 'node:fs/promises';
import { quotePrint } from '@cardsmith/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { TEST_PLATFORM_ADMIN_PASSWORD } from '../scripts/test-platform.js';
import { expect, test, type Page } from './fixtures.js';
import { postAs } from './page-api.js';
import { signInLinkFor } from './sign-in.js';

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await postAs(page, '/api/auth/sign-in', { email });
  await page.goto(await signInLinkFor(email));
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in as' })).toBeVisible();
}

/** A 1×1 PNG, uploaded as the visitor's own file. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPicture(page: Page): Promise<{ id: string; bytes: Buffer }> {
  const res = await page.request.post('/api/media', {
    multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: PICTURE } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id, bytes: PICTURE };
}

const shippingDetails = {
  firstName: 'Ada',
  lastName: `Lovelace${Date.now()}`,
  email: 'ada-e2e@example.com',
  address1: '12 Analytical Row',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

test('a signed-in visitor downloads all their data as a ZIP, then deletes the account everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `e2e-data-${Date.now()}@example.com`;
  await signIn(page, email);

  const picture = await uploadPicture(page);
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title: 'E2E data card for Sam',
    cardMessage: 'Hey Sam, this is all yours',
  });
  const at = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
  await postAs(page, '/api/cards/schedule', {
    cardId: card.id,
    deliveryDate: at.slice(0, 10),
    deliveryTime: '09:00',
    deliveryMethod: 'email',
    timezone: 'UTC',
    recipientInfo: { name: 'Sam', email: 'sam-e2e@example.com' },
    reminderSettings: { enabled: false },
  });
  const selection = {
    quantity: 1,
    paperType: 'standard',
    size: 'standard',
    includeEnvelopes: false,
  } as const;
  const { order } = await postAs<{ order: { id: string } }>(page, '/api/print', {
    ...selection,
    cardId: card.id,
    shippingDetails,
    totalAmount: quotePrint(selection).total,
  });

  // The account page, from the account menu.
  await page.getByRole('button', { name: `Account: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cardsmith-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(
    page.getByRole('status').filter({ hasText: /^Downloaded cardsmith-data/ }),
  ).toBeVisible();
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as Record<string, unknown>[];
  expect(strFromU8(zip['README.txt']!)).toContain(`the account ${email}`);
  expect(json('account.json')).toMatchObject({ account: { email } });
  expect(json('cards/cards.json')).toEqual([
    expect.objectContaining({
      id: card.id,
      title: 'E2E data card for Sam',
      card_message: 'Hey Sam, this is all yours',
    }),
  ]);
  expect(json('scheduler/deliveries.json')).toEqual([
    expect.objectContaining({
      card_id: card.id,
      recipient: expect.objectContaining({ email: 'sam-e2e@example.com' }),
    }),
  ]);
  expect(json('print/orders.json')).toEqual([
    expect.objectContaining({
      id: order.id,
      shipping_details: expect.objectContaining({ lastName: shippingDetails.lastName }),
    }),
  ]);
  expect(json('media/files.json')).toEqual([expect.objectContaining({ id: picture.id })]);
  expect(Buffer.from(zip[`media/files/image-${picture.id}.png`]!).equals(picture.bytes)).toBe(true);
  // Capabilities are not data: no edit token or delivery token rides in the ZIP.
  expect(JSON.stringify(json('cards/cards.json'))).not.toContain('edit_token');
  expect(JSON.stringify(json('scheduler/deliveries.json'))).not.toContain('"token"');

  // Deleting asks for the word first, shows progress, then says what went.
  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete everything?' });
  const confirm = dialog.getByRole('button', { name: 'Delete everything' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  const done = page.getByRole('dialog', { name: 'Your data is deleted' });
  const summary = done.getByRole('list', { name: 'What was deleted' });
  await expect(summary).toContainText('1 card and 0 custom frames deleted');
  await expect(summary).toContainText('1 uploaded or recorded file deleted.');
  await expect(summary).toContainText(
    '1 pending delivery cancelled first, so it will not be sent.',
  );
  await expect(summary).toContainText('1 print order kept for accounting');
  await expect(summary).toContainText('Your account is closed and every device is signed out.');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // Gone everywhere: the card's page, its API, the file and the schedules.
  expect((await page.request.get(`/api/cards/${card.id}`)).status()).toBe(404);
  const cardPage = await page.goto(`/cards/${card.id}`);
  expect(cardPage?.status()).toBe(404);
  expect((await page.request.get(`/api/media/${picture.id}`)).status()).toBe(404);
  expect(
    ((await (await page.request.get('/api/schedules')).json()) as { schedules: unknown[] })
      .schedules,
  ).toEqual([]);

  // The order stays for accounting, anonymised, in the admin console.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  const gate = admin.getByRole('form', { name: 'Admin sign-in' });
  await gate.getByLabel('Password').fill(TEST_PLATFORM_ADMIN_PASSWORD);
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await admin.getByRole('button', { name: `View Details of order ${order.id}` }).click();
  const shown = admin.getByRole('region', { name: `Order ${order.id}` });
  await expect(shown).toContainText('Deleted customer');
  await expect(shown).toContainText('The customer deleted their account');
  await expect(shown).not.toContainText(shippingDetails.lastName);
  await expect(shown).not.toContainText('Analytical Row');
  await admin.context().close();
});
