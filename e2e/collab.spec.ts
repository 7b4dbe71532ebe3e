import { expect, test, type Browser, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

/**
 * A browser of its own (its own visitor), whose cursor carries `name`; without one it has never
 * collaborated, and is asked for its name before it joins.
 */
async function person(browser: Browser, name?: string): Promise<Page> {
  const context = await browser.newContext();
  if (name !== undefined) {
    await context.addInitScript((stored) => {
      localStorage.setItem('cardsmith:collab:name', JSON.stringify(stored));
    }, name);
  }
  return context.newPage();
}

/** Moves the pointer across the live preview so a cursor message goes out. */
async function hoverCard(page: Page) {
  const flipper = page.getByTestId('card-flipper');
  await flipper.scrollIntoViewIfNeeded();
  const box = await flipper.boundingBox();
  if (!box) throw new Error('The card preview is not on screen.');
  for (const step of [0.3, 0.4, 0.5]) {
    await page.mouse.move(box.x + box.width * step, box.y + box.height * 0.3);
    await page.waitForTimeout(80);
  }
}

test('two people edit one card live: cursors with names and each other’s text edits', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  await alice.goto('/');
  const { id } = await postAs<{ id: string }>(alice, '/api/cards', {
    title: 'E2E shared birthday card',
    elements: [
      {
        id: 'wish',
        type: 'text',
        content: 'Happy birthday',
        position: { x: 250, y: 200 },
        style: { fontSize: 36 },
      },
    ],
  });
  const { editUrl } = await postAs<{ editUrl: string }>(alice, '/api/cards/share-link', {
    cardId: id,
    kind: 'edit',
  });
  expect(editUrl).toContain(`/editor?card=${id}&edit=`);

  await alice.goto(`/editor?card=${id}`);
  await expect(alice.getByRole('button', { name: 'Text: Happy birthday' })).toBeVisible();
  await alice.getByRole('tab', { name: 'share' }).click();
  await alice.getByRole('switch', { name: 'Collaboration' }).click();
  await expect(alice.getByText('1 collaborator', { exact: true })).toBeVisible();

  const bob = await person(browser);
  await bob.goto(new URL(editUrl).pathname + new URL(editUrl).search);
  const asking = bob.getByRole('dialog', { name: 'Join the live session' });
  await asking.getByLabel('Your name').fill('Bob');
  await asking.getByRole('button', { name: 'Join' }).click();
  await expect(bob.getByRole('button', { name: 'Text: Happy birthday' })).toBeVisible();
  await expect(alice.getByText('2 collaborators', { exact: true })).toBeVisible();
  await expect(alice.getByText('Bob joined the session', { exact: true })).toBeVisible();

  await hoverCard(alice);
  await expect(bob.getByTestId('collaborator-cursor')).toContainText('Alice');
  await hoverCard(bob);
  await expect(alice.getByTestId('collaborator-cursor')).toContainText('Bob');

  // A later change of name reaches the others.
  await alice.getByLabel('Your name for collaborators').fill('Alice W.');
  await expect(bob.getByTestId('collaborator-cursor')).toContainText('Alice W.');

  await alice.getByRole('button', { name: 'Text: Happy birthday' }).click();
  await alice.getByLabel('Text', { exact: true }).fill('Happy 90th, Grandma');
  await expect(bob.getByTestId('card-flipper')).toContainText('Happy 90th, Grandma');

  await bob.getByRole('button', { name: 'Text: Happy 90th, Grandma' }).click();
  await bob.getByLabel('Text', { exact: true }).fill('Happy 90th, Grandma! Love, Bob');
  await expect(alice.getByTestId('card-flipper')).toContainText('Love, Bob');
  // Alice still has her element selected after Bob's change arrived.
  await expect(alice.getByRole('button', { name: /^Text: Happy 90th/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Bob's Save and Share shares Alice's card, saved by the live session, not a copy of his own.
  await bob.getByRole('button', { name: 'Save and Share' }).click();
  const saved = bob.getByRole('dialog', { name: 'Your card is saved' });
  await expect(saved.getByLabel('Card link')).toHaveValue(new RegExp(`/cards/${id}$`));

  await alice.context().close();
  await bob.context().close();
});
