import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { ScheduleForm } from './ScheduleForm.js';
import { ScheduleTipsPanel } from './ScheduleTipsPanel.js';

const BIRTHDAY_TIPS = {
  success: true,
  provider: 'offline',
  tips: [
    {
      title: 'Arrive the morning of the day',
      body: 'Send it at 08:00 in Tokyo on Monday.',
      suggestedLocalTime: '08:00',
    },
    { title: 'On Tokyo time', body: '08:00 in Tokyo (UTC+09:00) is 23:00 your time.' },
  ],
};

/** Answers the tips route from a queue (the last answer repeats) and records each body. */
function stubFetch(...answers: Response[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/auth/session')) return json({ signedIn: false });
      if (!url.endsWith('/api/ai/schedule-tips')) throw new Error(`Unexpected request to ${url}`);
      bodies.push(JSON.parse(String(init?.body)));
      return (answers.length > 1 ? answers.shift()! : answers[0]!).clone();
    }),
  );
  return bodies;
}

function renderForm() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={createQueryClient()}>
          <ScheduleForm cardId="card-1" tips={(form) => <ScheduleTipsPanel {...form} />} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const panel = () => screen.getByRole('region', { name: 'AI Tips' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScheduleTipsPanel in the schedule form', () => {
  it('asks for tips with the form’s values and says who wrote them', async () => {
    const bodies = stubFetch(json(BIRTHDAY_TIPS));
    renderForm();
    expect(within(panel()).getByText('Writing timing tips…')).toBeInTheDocument();
    expect(await within(panel()).findByText('Arrive the morning of the day')).toBeInTheDocument();
    expect(within(panel()).getByText('Suggestions written offline')).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(bodies).toEqual([{ timezone: zone, senderTimezone: zone, deliveryMethod: 'email' }]);
  });

  it('asks again with the occasion and method once they settle', async () => {
    const bodies = stubFetch(json(BIRTHDAY_TIPS));
    const user = renderForm();
    await within(panel()).findByText('Arrive the morning of the day');
    await user.selectOptions(screen.getByLabelText('Occasion'), 'birthday');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ occasion: 'birthday', deliveryMethod: 'sms' }),
    );
    // Debounced: not one request per change of every field on the way.
    expect(bodies.length).toBeLessThanOrEqual(3);
  });

  it('sends the destination country for a printed card and the chosen date', async () => {
    const bodies = stubFetch(json(BIRTHDAY_TIPS));
    const user = renderForm();
    await within(panel()).findByText('Arrive the morning of the day');
    await user.click(screen.getByRole('radio', { name: 'Physical mail (printed card)' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'UK');
    await user.type(screen.getByLabelText('Delivery date'), '2027-06-14');
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        deliveryMethod: 'physical',
        country: 'UK',
        deliveryDate: '2027-06-14',
      }),
    );
  });

  it('puts a suggested time into the form’s delivery time from the keyboard', async () => {
    stubFetch(json(BIRTHDAY_TIPS));
    const user = renderForm();
    const use = await within(panel()).findByRole('button', { name: 'Use 08:00' });
    expect(screen.getByLabelText('Delivery time')).toHaveValue('09:00');
    use.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Delivery time')).toHaveValue('08:00');
    expect(within(panel()).getByText('The form is set to 08:00.')).toBeInTheDocument();
  });

  it('shows the service’s sentence on an error and tries again on request', async () => {
    stubFetch(
      json(
        {
          success: false,
          code: 'rate_limited',
          message: 'You have generated a lot in a short time. Please wait a minute and try again.',
        },
        429,
      ),
      json({ ...BIRTHDAY_TIPS, provider: 'openai' }),
    );
    const user = renderForm();
    expect(
      await within(panel()).findByText(/You have generated a lot in a short time/),
    ).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('Arrive the morning of the day')).toBeInTheDocument();
    expect(within(panel()).getByText('Suggestions written by OpenAI')).toBeInTheDocument();
  });
});
