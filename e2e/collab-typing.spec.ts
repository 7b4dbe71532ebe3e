import { expect, test, type Browser, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

const SENTENCE = 'See you at the lake on Sunday, bring the kite!';

/** A browser of its own (its own visitor) that has collaborated before as `name`. */
async function person(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((stored) => {
    localStorage.setItem('cardsmith:collab:name', JSON.stringify(stored));
  }, name);
  return context.newPage();
}

/** A network such as a phone's: every request and WebSocket frame waits 300 ms (Chrome DevTools). */
async function throttle(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test('a sentence typed key by key over a slow network arrives whole on both pages and in the saved card', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  await alice.goto('/');
  const { id } = await postAs<{ id: string }>(alice, '/api/cards', {
    title: 'E2E typed card',
    elements: [{ id: 'note', type: 'text', content: 'Hi!', position: { x: 250, y: 200 } }],
  });
  const { editUrl } = await postAs<{ editUrl: string }>(alice, '/api/cards/share-link', {
    cardId: id,
    kind: 'edit',
  });

  await alice.goto(`/editor?card=${id}`);
  await alice.getByRole('tab', { name: 'share' }).click();
  await alice.getByRole('switch', { name: 'Collaboration' }).click();
  await expect(alice.getByText('1 collaborator', { exact: true })).toBeVisible();
  const bob = await person(browser, 'Bob');
  await bob.goto(new URL(editUrl).pathname + new URL(editUrl).search);
  await expect(alice.getByText('2 collaborators', { exact: true })).toBeVisible();

  await throttle(alice);
  await throttle(bob);
  await alice.getByRole('button', { name: 'Text: Hi!' }).click();
  const input = alice.getByLabel('Text', { exact: true });
  await input.press('End');
  await input.pressSequentially(` ${SENTENCE}`, { delay: 40 });

  const whole = `Hi! ${SENTENCE}`;
  await expect(input).toHaveValue(whole);
  await expect(alice.getByTestId('card-flipper')).toContainText(whole);
  await expect(bob.getByTestId('card-flipper')).toContainText(whole);

  await alice.context().close();
  await bob.context().close();
  await expect
    .poll(async () => {
      const reader = await browser.newPage();
      const response = await reader.request.get(`/api/cards/${id}`);
      const card = (await response.json()) as { elements: { content: string }[] };
      await reader.close();
      return card.elements[0]?.content;
    })
    .toBe(whole);
});
