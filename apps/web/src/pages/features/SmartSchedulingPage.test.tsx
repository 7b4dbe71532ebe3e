import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, SCHEDULE_MESSAGES, type Schedule } from '@cardsmith/contracts';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const now = new Date().toISOString();
const CARD = {
  id: 'card-schedule-00001',
  title: 'Happy birthday, Ada',
  category: 'birthday',
  templateId: null,
  frameId: null,
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  elements: [],
  userId: null,
  isOwner: true,
  version: 1,
  createdAt: now,
  updatedAt: now,
};

const schedule = (over: Partial<Schedule>): Schedule => ({
  id: '00000000-0000-4000-8000-000000000001',
  cardId: CARD.id,
  title: CARD.title,
  status: 'scheduled',
  deliveryMethod: 'email',
  deliveryDate: '2031-05-04',
  deliveryTime: '09:00',
  timezone: 'Asia/Tokyo',
  deliverAt: '2031-05-04T00:00:00.000Z',
  timeAdjustment: 'exact',
  recipient: 'Ada',
  recipientInfo: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
  },
  reminderSettings: { enabled: false, reminderDays: [], reminderTime: '09:00' },
  personalMessage: '',
  occasion: null,
  recurring: false,
  senderEmail: null,
  senderTimezone: 'Asia/Tokyo',
  tasks: [],
  sentAt: null,
  openedAt: null,
  failureReason: null,
  createdAt: now,
  printOrder: null,
  ...over,
});

const PRINT_ORDER_ID = '00000000-0000-4000-8000-0000000000aa';
let schedules: Schedule[];
let requests: { url: string; method: string; body: unknown; headers: Record<string, string> }[];

/** The list follows its deliveries by server-sent events; these tests change them by reloading. */
class SilentEventSource {
  onmessage = null;
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
  schedules = [
    schedule({ id: '00000000-0000-4000-8000-000000000009', status: 'opened', recipient: 'Sam' }),
  ];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      requests.push({ url, method, body, headers });
      if (url === '/api/cards' && method === 'GET') return json({ cards: [CARD] });
      if (url === '/api/schedules' && method === 'GET') return json({ schedules });
      if (url === '/api/cards/schedule') {
        const b = body as { deliveryDate: string; recipientInfo: { name: string; email: string } };
        if (!b.deliveryDate || !b.recipientInfo.name) {
          return json(
            {
              code: 'validation_failed',
              message: 'Please fix the following issues:',
              issues: [
                { path: 'deliveryDate', message: 'Delivery date is required' },
                { path: 'recipientInfo.name', message: 'Recipient name is required' },
              ],
            },
            400,
          );
        }
        const created = schedule({
          recipient: b.recipientInfo.name,
          ...((body as { deliveryMethod: string }).deliveryMethod === 'physical'
            ? {
                deliveryMethod: 'physical' as const,
                printOrder: {
                  id: PRINT_ORDER_ID,
                  status: 'awaiting_payment' as const,
                  submitAfter: null,
                },
              }
            : {}),
        });
        schedules = [created, ...schedules];
        return json({ success: true, schedule: created }, 201);
      }
      const match = /^\/api\/schedules\/([\w-]+)$/.exec(url);
      if (match && method === 'DELETE') {
        schedules = schedules.map((s) => (s.id === match[1] ? { ...s, status: 'cancelled' } : s));
        return json({ success: true, schedule: schedules.find((s) => s.id === match[1]) });
      }
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/smart-scheduling', () => {
  it('lists every problem together under the dialog’s heading', async () => {
    const user = userEvent.setup();
    renderRoute('/smart-scheduling');
    await screen.findByRole('combobox', { name: 'Card' });
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Delivery date is required', 'Recipient name is required']);
  });

  it('refuses a phone number or ZIP code that is none before sending anything', async () => {
    const user = userEvent.setup();
    renderRoute('/smart-scheduling');
    await screen.findByRole('combobox', { name: 'Card' });
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByLabelText('Phone number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.phoneInvalid);

    await user.click(screen.getByRole('radio', { name: 'Physical mail (printed card)' }));
    await user.type(screen.getByLabelText('ZIP / postal code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CONTACT_MESSAGES.postalCodeInvalid('US'),
    );
    expect(requests.map((r) => r.url)).not.toContain('/api/cards/schedule');
  });

  it('schedules from a preset, shows it in the real list and cancels it', async () => {
    const user = userEvent.setup();
    renderRoute('/smart-scheduling');
    await screen.findByRole('combobox', { name: 'Card' });
    // The visitor's real list, no sample entries: one delivery, already opened.
    const list = await screen.findByRole('list', { name: 'Scheduled deliveries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('opened')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Birthday (09:00, yearly)' }));
    expect(screen.getByLabelText('Delivery time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Delivery date')).not.toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Send again every year' })).toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    // Reminders need the sender's email, and the form says so until there is one.
    expect(screen.getByText(SCHEDULE_MESSAGES.remindersNeedSenderEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email (for reminders)'), 'me@example.com');
    await user.click(screen.getByRole('checkbox', { name: '3 days before' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Scheduled for Ada.');
    const sent = requests.find((r) => r.url === '/api/cards/schedule')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      cardId: CARD.id,
      deliveryTime: '09:00',
      deliveryMethod: 'email',
      occasion: 'birthday',
      recurring: true,
      recipientInfo: { name: 'Ada', email: 'ada@example.com' },
      senderEmail: 'me@example.com',
      senderTimezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      reminderSettings: { enabled: true, reminderDays: [1, 3, 7], reminderTime: '09:00' },
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(list).getByRole('button', { name: 'Cancel delivery' }));
    await waitFor(() => expect(within(list).getByText('cancelled')).toBeInTheDocument());
  });

  it('schedules a printed card by post with its address, then takes the sender to pay for it', async () => {
    const user = userEvent.setup();
    renderRoute('/smart-scheduling');
    await screen.findByRole('combobox', { name: 'Card' });
    await user.type(screen.getByLabelText('Delivery date'), '2031-05-04');
    await user.click(screen.getByRole('radio', { name: 'Physical mail (printed card)' }));
    expect(screen.getByText(/paid on the next page/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Send again every year' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Street'), '1 Harbor Way');
    await user.type(screen.getByLabelText('City'), 'Arlington');
    await user.type(screen.getByLabelText('State / province'), 'VA');
    await user.type(screen.getByLabelText('ZIP / postal code'), 'K1A 0B1');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.type(
      screen.getByLabelText('Your email (for the receipt, posting news and reminders)'),
      'me@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));

    await waitFor(() =>
      expect(requests.map((r) => r.url)).toContain(`/api/print/orders/${PRINT_ORDER_ID}`),
    );
    const posted = requests.find((r) => r.url === '/api/cards/schedule')!;
    // One key per submission: a second click would get this delivery back, not another.
    expect(posted.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = posted.body;
    expect(sent).toMatchObject({
      deliveryMethod: 'physical',
      recurring: false,
      senderEmail: 'me@example.com',
      recipientInfo: {
        name: 'Grace Hopper',
        address: {
          street: '1 Harbor Way',
          city: 'Arlington',
          state: 'VA',
          zipCode: 'K1A 0B1',
          country: 'CA',
        },
      },
    });
  });

  it('lists a delivery by post with its print order, to pay while unpaid', async () => {
    schedules = [
      schedule({
        deliveryMethod: 'physical',
        printOrder: { id: PRINT_ORDER_ID, status: 'awaiting_payment', submitAfter: null },
      }),
      schedule({
        id: '00000000-0000-4000-8000-000000000002',
        deliveryMethod: 'physical',
        status: 'sending',
        printOrder: {
          id: '00000000-0000-4000-8000-0000000000bb',
          status: 'submitted',
          submitAfter: null,
        },
      }),
    ];
    renderRoute('/smart-scheduling');
    const pay = await screen.findByRole('link', { name: 'Pay for the printed card' });
    expect(pay).toHaveAttribute('href', `/orders/${PRINT_ORDER_ID}`);
    const list = screen.getByRole('list', { name: 'Scheduled deliveries' });
    expect(within(list).getByText('sending')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Sent to the printer' })).toHaveAttribute(
      'href',
      '/orders/00000000-0000-4000-8000-0000000000bb',
    );
  });

  it('shows when the card was sent and opened, its reminders and its resend', async () => {
    schedules = [
      schedule({
        status: 'opened',
        sentAt: '2031-05-04T00:00:05.000Z',
        openedAt: '2031-05-04T08:00:00.000Z',
        tasks: [
          {
            kind: 'reminder',
            daysBefore: 1,
            dueAt: '2031-05-03T00:00:00.000Z',
            status: 'sent',
            sentAt: '2031-05-03T00:00:01.000Z',
          },
          {
            kind: 'resend',
            daysBefore: null,
            dueAt: '2031-05-07T00:00:05.000Z',
            status: 'skipped',
            sentAt: null,
          },
        ],
      }),
    ];
    renderRoute('/smart-scheduling');
    const tasks = await screen.findByRole('list', { name: `Reminders for ${CARD.title}` });
    const lines = within(tasks)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toMatch(/^Reminder 1 day before: .+ \(sent\)$/);
    expect(lines[1]).toMatch(/^Sent again if not opened: .+ \(not needed\)$/);
    expect(screen.getByText(/^Sent .+, opened .+\.$/)).toBeInTheDocument();
  });
});
