import { expect, test } from './fixtures.js';
import { postAs } from './page-api.js';
import { askForLink, signInLinkFor } from './sign-in.js';

test('signing in with the emailed link keeps a card made before, on a second device too', async ({
  page,
  browser,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title: 'E2E card made before signing in',
  });

  await askForLink(page, email);
  const link = await signInLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in as' })).toContainText(
    email,
  );
  const yours = page.getByRole('list', { name: 'Your cards' });
  await expect(
    yours.getByRole('link', { name: 'E2E card made before signing in' }),
  ).toHaveAttribute('href', `/cards/${card.id}`);
  await expect(page.getByRole('button', { name: `Account: ${email}` })).toBeVisible();

  const laptop = await browser.newContext();
  try {
    const second = await laptop.newPage();
    // The first link is used up.
    await second.goto(link);
    await expect(second.getByRole('alert')).toContainText(
      'This sign-in link has already been used. Please ask for a new one.',
    );
    await askForLink(second, email);
    await second.goto(await signInLinkFor(email));
    await expect(
      second
        .getByRole('list', { name: 'Your cards' })
        .getByRole('link', { name: 'E2E card made before signing in' }),
    ).toBeVisible();

    // Signing out leaves this browser anonymous again, with none of the account's cards.
    await second.getByRole('button', { name: `Account: ${email}` }).click();
    await second.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(second.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    const mine = await (await second.request.get('/api/cards')).json();
    expect(mine.cards).toEqual([]);
  } finally {
    await laptop.close();
  }
});
