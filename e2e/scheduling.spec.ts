import { createDb } from '@cardsmith/service-kit';
import { expect, test, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

const RECIPIENT_ZONE = 'Asia/Tokyo';

/** Date and time (YYYY-MM-DD, HH:MM) on the wall clock of a zone, some minutes from now. */
function wallClockIn(timeZone: string, minutesAhead: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutesAhead * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The token the worker put in the recipient's link, read where the delivery is stored. */
async function deliveryToken(cardId: string): Promise<string> {
  const db = createDb<{ delivery: { card_id: string; token: string } }>(
    process.env.E2E_DATABASE_URL!,
    'scheduler',
    1,
  );
  try {
    const row = await db
      .selectFrom('delivery')
      .select('token')
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    return row.token;
  } finally {
    await db.destroy();
  }
}

async function statusShown(page: Page, status: string) {
  // The worker (or the recipient's view) changes the status behind the page, which is not
  // reloaded: the list hears the change by the deliveries' status events.
  const list = page.getByRole('list', { name: 'Scheduled deliveries' });
  await expect(list.getByText(status, { exact: true })).toBeVisible({ timeout: 240_000 });
}

test('a card scheduled from the page is sent by the worker and opened by its recipient', async ({
  page,
  browser,
}) => {
  // Two minutes of delivery lead, a busy machine: well past the default limit.
  test.setTimeout(360_000);
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'E2E scheduled card' });

  await page.goto('/smart-scheduling');
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(card.id);
  const { date, time } = wallClockIn(RECIPIENT_ZONE, 2);
  const form = page.getByRole('form', { name: 'Schedule delivery' });
  await form.getByLabel('Delivery date').fill(date);
  await form.getByLabel('Delivery time').fill(time);
  await form.getByLabel('Recipient’s time zone').selectOption(RECIPIENT_ZONE);
  await form.getByLabel('Name', { exact: true }).fill('Ada');
  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByLabel('Personal message').fill('Thinking of you');
  await form.getByRole('button', { name: 'Schedule Delivery' }).click();
  await expect(form.getByRole('status')).toContainText('Scheduled for Ada.');
  await expect(
    page
      .getByRole('list', { name: 'Scheduled deliveries' })
      .getByText('scheduled', { exact: true }),
  ).toBeVisible();

  await statusShown(page, 'sent');

  const recipient = await browser.newContext();
  const recipientPage = await recipient.newPage();
  await recipientPage.goto(`/cards/${card.id}?delivery=${await deliveryToken(card.id)}`);
  await expect(recipientPage.getByRole('button', { name: 'Open your card' })).toBeVisible();
  await recipient.close();

  await statusShown(page, 'opened');
});

test('a printed card scheduled by post is a print order the sender pays, listed with its status', async ({
  page,
}) => {
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'E2E posted card' });

  await page.goto('/smart-scheduling');
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(card.id);
  // A month ahead: well beyond the post's lead time.
  const { date } = wallClockIn('America/Chicago', 30 * 24 * 60);
  const form = page.getByRole('form', { name: 'Schedule delivery' });
  await form.getByLabel('Delivery date').fill(date);
  await form.getByLabel('Recipient’s time zone').selectOption('America/Chicago');
  await form.getByRole('radio', { name: 'Physical mail (printed card)' }).check();
  await form.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await form.getByLabel('Street', { exact: true }).fill('1 Harbor Way');
  await form.getByLabel('City', { exact: true }).fill('Arlington');
  await form.getByLabel('State / province', { exact: true }).fill('VA');
  await form.getByLabel('ZIP / postal code', { exact: true }).fill('22201');
  await form
    .getByLabel('Your email (for the receipt, posting news and reminders)')
    .fill('me@example.com');
  await form.getByRole('button', { name: 'Schedule Delivery' }).click();

  // The print order's page, where it is paid (offline here: the instructions say how).
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  await page.goto('/smart-scheduling');
  const list = page.getByRole('list', { name: 'Scheduled deliveries' });
  await expect(list.getByRole('link', { name: 'Pay for the printed card' })).toBeVisible();
  await list.getByRole('button', { name: 'Cancel delivery' }).click();
  await expect(list.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Cancelled' })).toBeVisible();
});

test('the AI tips suggest a time for the occasion in the recipient’s zone and put it in the form', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'E2E tips card' });

  await page.goto('/smart-scheduling');
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(card.id);
  const form = page.getByRole('form', { name: 'Schedule delivery' });
  const tips = form.getByRole('region', { name: 'AI Tips' });
  // A Monday two to three weeks ahead: a birthday card then arrives at 08:00, before work.
  const { date } = wallClockIn(RECIPIENT_ZONE, 14 * 24 * 60);
  const monday = new Date(`${date}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
  await form.getByLabel('Delivery date').fill(monday.toISOString().slice(0, 10));
  await form.getByLabel('Recipient’s time zone').selectOption(RECIPIENT_ZONE);
  await form.getByLabel('Occasion').selectOption('birthday');

  await expect(tips.getByText('Arrive the morning of the day')).toBeVisible();
  await expect(
    tips.getByText('Send it at 08:00 in Tokyo on Monday.', { exact: false }),
  ).toBeVisible();
  await expect(tips.getByText('Suggestions written offline')).toBeVisible();
  await expect(form.getByLabel('Delivery time')).toHaveValue('09:00');
  await tips.getByRole('button', { name: 'Use 08:00' }).click();
  await expect(form.getByLabel('Delivery time')).toHaveValue('08:00');
  await expect(tips.getByText('The form is set to 08:00.')).toBeVisible();
  expect(problems).toEqual([]);
});
