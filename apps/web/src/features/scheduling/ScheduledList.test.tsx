import type { Schedule } from '@cardsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { ScheduledList } from './ScheduledList.js';

/** Stands in for the browser's EventSource: the test sends the scheduler's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(change: { deliveryId: string | null; status: Schedule['status'] | null }) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(change) })));
  }
  close() {
    this.closed = true;
  }
}

function delivery(over: Partial<Schedule>): Schedule {
  return {
    id: 'delivery-1',
    cardId: 'card-1',
    title: 'Birthday card for Ada',
    status: 'scheduled',
    deliveryMethod: 'email',
    deliveryDate: '2026-12-24',
    deliveryTime: '09:00',
    timezone: 'UTC',
    deliverAt: '2026-12-24T09:00:00.000Z',
    timeAdjustment: 'exact',
    recipient: 'Ada',
    recipientInfo: {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
    },
    reminderSettings: { enabled: false, reminderDays: [], reminderTime: '09:00' },
    personalMessage: 'Happy birthday!',
    occasion: null,
    recurring: false,
    senderEmail: null,
    senderTimezone: 'UTC',
    tasks: [],
    sentAt: null,
    openedAt: null,
    failureReason: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    printOrder: null,
    ...over,
  };
}

function renderList(current: () => Schedule[]) {
  const fetch = vi.fn(async () => json({ schedules: current() }));
  vi.stubGlobal('fetch', fetch);
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/', element: <ScheduledList /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScheduledList', () => {
  it('reloads the list once for each change the scheduler announces, not for the stream opening', async () => {
    let schedules = [delivery({})];
    const fetch = renderList(() => schedules);
    expect(await screen.findByText('scheduled')).toBeTruthy();
    const events = FakeEventSource.last!;
    expect(events.url).toBe('/api/schedules/events');
    expect(fetch).toHaveBeenCalledTimes(1);

    events.send({ deliveryId: null, status: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    schedules = [delivery({ status: 'sent', sentAt: '2026-12-24T09:00:02.000Z' })];
    events.send({ deliveryId: 'delivery-1', status: 'sent' });
    expect(await screen.findByText('sent')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('follows nothing when every delivery is settled', async () => {
    renderList(() => [delivery({ status: 'cancelled' })]);
    expect(await screen.findByText('cancelled')).toBeTruthy();
    expect(FakeEventSource.last).toBeNull();
  });
});
