import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEST_PLATFORM_ADMIN_PASSWORD } from '../scripts/test-platform.js';
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
