import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { ReportCardDialog } from './ReportCardDialog.js';

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportCardDialog cardId="card-report-0001" />
    </QueryClientProvider>,
  );
}

describe('ReportCardDialog', () => {
  it('asks for a reason, then sends it for the card and closes', async () => {
    const fetchMock = vi.fn(async () => json({ success: true }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Report this card' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please tell us what is wrong with this card.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('What is wrong?'), 'Someone’s phone number');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/card-report-0001/report',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ reason: 'Someone’s phone number' }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Report this card' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
