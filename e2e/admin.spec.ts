import { expect, test, type Browser, type Page } from './fixtures.js';
import { TEST_PLATFORM_ADMIN_PASSWORD } from '../scripts/test-platform.js';
// The media service's own test clip (ffmpeg's test pattern, H.264): CI installs Debian's ffmpeg.
import { makeVideoClip } from '../services/media/test/video-clip.js';
import { postAs } from './page-api.js';

/**
 * A visitor of its own with a live socket in the card's room, joined as the web app joins
 * (`/ws`, a join message, the room's sync back). The socket stays on `window.room`.
 */
async function joinRoom(browser: Browser, cardId: string, name: string, editToken?: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.evaluate(
    ({ cardId, name, editToken }) =>
      new Promise<void>((resolve, reject) => {
        const url = new URL('/ws', location.href);
        url.protocol = url.protocol.replace('http', 'ws');
        const socket = new WebSocket(url);
        (window as unknown as { room: WebSocket }).room = socket;
        socket.onopen = () =>
          socket.send(
            JSON.stringify({ type: 'join', cardId, clientId: `${name}-client`, name, editToken }),
          );
        socket.onmessage = (event) => {
          if (JSON.parse(String(event.data)).type === 'sync') resolve();
        };
        socket.onclose = () => reject(new Error(`${name}'s socket closed before the sync`));
      }),
    { cardId, name, editToken },
  );
  return page;
}

/** Resolves when the page's room socket is closed by the server. */
const socketClosed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const socket = (window as unknown as { room: WebSocket }).room;
        if (socket.readyState === WebSocket.CLOSED) resolve();
        socket.addEventListener('close', () => resolve());
      }),
  );

test('an admin signs in, sees live figures, then locks and ends a session two people are in', async ({
  browser,
  page,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/');
  const title = `E2E admin room ${Date.now()}`;
  const { id } = await postAs<{ id: string }>(owner, '/api/cards', { title });
  const { editUrl } = await postAs<{ editUrl: string }>(owner, '/api/cards/share-link', {
    cardId: id,
    kind: 'edit',
  });
  const editToken = new URL(editUrl).searchParams.get('edit')!;
  await owner.context().close();
  const alice = await joinRoom(browser, id, 'Alice', editToken);
  const bob = await joinRoom(browser, id, 'Bob', editToken);

  await page.goto('/admin');
  const gate = page.getByRole('form', { name: 'Admin sign-in' });
  await gate.getByLabel('Password').fill('not the password');
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await expect(gate.getByRole('alert')).toHaveText('Access Denied');
  await gate.getByLabel('Password').fill(TEST_PLATFORM_ADMIN_PASSWORD);
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Visitors / accounts')).toBeVisible();
  const live = page.getByText('Live collaboration sessions').locator('..').locator('dd');
  await expect(live).not.toHaveText('0');

  await page.getByRole('button', { name: 'Collaboration' }).click();
  await page.getByLabel('Search by card title or id').fill(title);
  await page.getByRole('button', { name: `Open the session of ${title}` }).click();
  const panel = page.getByRole('region', { name: `Session of ${title}` });
  await expect(panel.getByText('Alice · ', { exact: false })).toBeVisible();
  await expect(panel.getByText('Bob · ', { exact: false })).toBeVisible();

  await panel.getByRole('button', { name: 'Lock' }).click();
  await expect(panel.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expect(panel.getByText('locked', { exact: true })).toBeVisible();

  const closed = Promise.all([socketClosed(alice), socketClosed(bob)]);
  await panel.getByRole('button', { name: 'End session' }).click();
  await expect(panel.getByText('inactive', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'End session' })).toBeDisabled();
  await closed;

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Admin sign-in' })).toBeVisible();
});

test('an admin finds a real order from a purchase, marks it paid and downloads its proof', async ({
  browser,
  page: buyer,
}) => {
  // A visitor orders a print of their card in the dialog (paid offline: it waits for payment).
  await buyer.goto('/modern-editor');
  await buyer.getByRole('button', { name: 'Print Physical Card' }).click();
  const naming = buyer.getByRole('dialog', { name: 'Name your card' });
  await naming.getByRole('button', { name: 'Save and continue' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Print Physical Card' });
  await expect(dialog.getByTestId('print-total')).toHaveText('$7.02');
  const lastName = `Orderer${Date.now()}`;
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill('grace@example.com');
  await dialog.getByLabel('Address', { exact: true }).fill('1 Harbor Way');
  await dialog.getByLabel('City').fill('Arlington');
  await dialog.getByLabel('State / province').fill('VA');
  await dialog.getByLabel('ZIP / postal code').fill('22201');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await buyer.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = buyer.url().split('/').pop()!;
  await expect(buyer.getByTestId('order-status')).toHaveText('Awaiting payment');

  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  const gate = page.getByRole('form', { name: 'Admin sign-in' });
  await gate.getByLabel('Password').fill(TEST_PLATFORM_ADMIN_PASSWORD);
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Grace ${lastName}` })).toBeVisible();
  await page.getByRole('button', { name: `View Details of order ${orderId}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = page.getByRole('region', { name: `Order ${orderId}` });
  await expect(order.getByTestId('admin-order-payment')).toHaveText('Unpaid');
  await order.getByRole('button', { name: 'Mark paid' }).click();
  await expect(order.getByTestId('admin-order-payment')).toHaveText('Paid');
  await expect(order.getByText(/Marked paid by an admin/)).toBeVisible();

  // The print-submit worker renders the PDFs and hands the order to the outbox vendor; the
  // open order follows it there.
  await expect(order.getByTestId('admin-order-status')).toHaveText('Sent to the printer', {
    timeout: 60_000,
  });
  const proof = order.getByRole('link', { name: 'Download proof PDF' });
  const download = page.waitForEvent('download');
  await proof.click();
  expect((await download).suggestedFilename()).toBe(`proof-${orderId}.pdf`);

  await buyer.reload();
  await expect(buyer.getByTestId('order-status')).toHaveText('Sent to the printer');
  await page.context().close();
});

test('an admin uploads a video template and a visitor makes a video card of it', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  const gate = admin.getByRole('form', { name: 'Admin sign-in' });
  await gate.getByLabel('Password').fill(TEST_PLATFORM_ADMIN_PASSWORD);
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await admin.getByRole('button', { name: 'Templates' }).click();
  const form = admin.getByRole('form', { name: 'Upload templates' });
  const name = `E2E waves ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption('Just Because');
  await form.getByLabel(/Image or video files/).setInputFiles({
    name: 'waves.mp4',
    mimeType: 'video/mp4',
    buffer: await makeVideoClip(2),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByRole('switch', { name: `${name} active` })).toBeChecked();
  await admin.context().close();

  // Newest uploads open the gallery, with a still of the clip and its measured length.
  await page.goto('/video-cards');
  const template = page
    .getByRole('list', { name: 'Video templates' })
    .getByRole('button', { name: new RegExp(name) });
  await expect(template).toContainText('Just Because · 2s');
  await expect
    .poll(() => template.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await template.click();
  await page.getByLabel(/Card title/).fill('Waves for you');
  await page.getByRole('button', { name: 'Create Video Card' }).click();
  const made = page.locator('video[aria-label="Your video card"]');
  await expect(made).toBeVisible({ timeout: 180_000 });
  // The card's 3 s intro, then the template's 2 s clip.
  await expect
    .poll(() => made.evaluate((video: HTMLVideoElement) => Math.round(video.duration)))
    .toBe(5);
});

test('an admin previews every email the platform sends, as HTML and as plain text', async ({
  page,
}) => {
  await page.goto('/admin');
  const gate = page.getByRole('form', { name: 'Admin sign-in' });
  await gate.getByLabel('Password').fill(TEST_PLATFORM_ADMIN_PASSWORD);
  await gate.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Email templates' }).click();

  const previews = page.getByRole('button', { name: /^Preview the .* email$/ });
  await expect(previews.first()).toBeVisible();
  const labels = await previews.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')!),
  );
  expect(labels).toEqual(
    expect.arrayContaining([
      'Preview the Card delivery email',
      'Preview the Delivery reminder email',
      'Preview the Print order paid email',
      'Preview the Print order shipped email',
      'Preview the Sign-in link email',
      'Preview the Collaboration invite email',
    ]),
  );
  for (const label of labels) {
    await page.getByRole('button', { name: label }).click();
    const preview = page.getByRole('region', {
      name: label.replace(/^Preview the/, 'Preview of the'),
    });
    await expect(preview.getByText(/^Subject: /)).toBeVisible();
    await expect(preview.locator('pre')).not.toBeEmpty();
    // The HTML part, in its sandboxed frame, links to this platform's own pages.
    const html = preview.frameLocator('iframe[title="Email preview (HTML)"]');
    await expect(html.locator(`a[href^="${new URL(page.url()).origin}/"]`).first()).toBeAttached();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  }

  await page.getByRole('button', { name: 'Preview the Print order paid email' }).click();
  const paid = page.getByRole('region', { name: 'Preview of the Print order paid email' });
  await expect(paid.locator('pre')).toContainText(
    'We received your test payment (test mode: no money moved) of $19.95',
  );
});
