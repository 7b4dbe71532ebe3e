import { CONTACT_MESSAGES, ADDRESS_REQUEST_MESSAGES } from '@cardsmith/contracts';
import { expect, test } from './fixtures.js';
import { postAs } from './page-api.js';

test('addresses by link: the organiser asks, the recipient sends an address from another browser, the print dialog is filled in from it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title: 'Happy retirement, Grace!',
  });

  // The organiser makes a personal link on the collaboration page.
  await page.goto(`/collaboration?card=${card.id}`);
  const panel = page.getByRole('region', { name: 'Ask for a postal address' });
  await panel.getByLabel('Who it is for (optional)').fill('Grace');
  await panel.getByLabel('Your name, as they will see it (optional)').fill('Sam');
  await panel.getByRole('button', { name: 'Make an address link' }).click();
  const link = await panel.getByRole('textbox', { name: 'Address link' }).inputValue();
  expect(link).toMatch(/\/address\/[A-Za-z0-9_-]{43}$/);

  // The recipient opens it in a browser of their own, with no account.
  const recipient = await browser.newContext();
  try {
    const other = await recipient.newPage();
    await other.goto(new URL(link).pathname);
    await expect(
      other.getByText(/Sam would like to post you a printed card, “Happy retirement, Grace!”/),
    ).toBeVisible();
    for (const [label, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email', 'grace@example.com'],
      ['Address', '1 Navy Way'],
      ['City', 'London'],
      ['State / province', 'Greater London'],
      ['ZIP / postal code', '94105'],
    ] as const) {
      await other.getByLabel(label, { exact: true }).fill(value);
    }
    await other.getByLabel('Country').selectOption('UK');
    await other.getByRole('button', { name: 'Send address' }).click();
    await expect(other.getByRole('alert')).toContainText(CONTACT_MESSAGES.postalCodeInvalid('UK'));
    await other.getByLabel('ZIP / postal code').fill('SW1A 1AA');
    await other.getByRole('button', { name: 'Send address' }).click();
    await expect(other.getByText(/your address has been sent/)).toBeVisible();

    // The organiser sees it received, and the print dialog is filled in from it.
    await page.reload();
    await expect(panel.getByText('Address received')).toBeVisible();
    await expect(panel.getByText(/1 Navy Way, London Greater London SW1A 1AA, UK/)).toBeVisible();
    await page.goto(`/editor?card=${card.id}`);
    await page.getByRole('button', { name: 'Print Physical Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print Physical Card' });
    await expect(dialog.getByText('Filled in from the address Grace sent.')).toBeVisible();
    await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Grace');
    await expect(dialog.getByLabel('ZIP / postal code')).toHaveValue('SW1A 1AA');
    await expect(dialog.getByLabel('Country')).toHaveValue('UK');

    // Withdrawn, the link says so.
    await page.goto(`/collaboration?card=${card.id}`);
    await panel.getByRole('button', { name: 'Withdraw the address link for Grace' }).click();
    await expect(panel.getByText('Link withdrawn')).toBeVisible();
    await other.reload();
    await expect(other.getByText(ADDRESS_REQUEST_MESSAGES.linkWithdrawn)).toBeVisible();
  } finally {
    await recipient.close();
  }
});
