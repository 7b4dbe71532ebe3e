import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { UploadedTemplates } from './UploadedTemplates.js';

afterEach(() => vi.unstubAllGlobals());

function renderWith(templates: object[], onChoose = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/media/templates?type=image'
        ? json({ templates })
        : json({ code: 'not_found', message: url }, 404),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UploadedTemplates selectedElementIds={[]} onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return { onChoose, client };
}

describe('UploadedTemplates', () => {
  it("puts an active uploaded picture on the card's whole front when chosen", async () => {
    const { onChoose } = renderWith([
      {
        id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        name: 'Confetti',
        category: 'Birthday',
        type: 'image',
        description: '',
        tags: [],
        duration: null,
        fileUrl: '/api/media/AbCdEfGhIjKl0123',
        contentType: 'image/png',
        isActive: true,
        createdAt: new Date().toISOString(),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Confetti · Birthday' }));
    expect(onChoose).toHaveBeenCalledWith({
      id: 'uploaded-template-3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      type: 'image',
      content: '/api/media/AbCdEfGhIjKl0123',
      position: { x: 250, y: 350 },
      size: { width: 500, height: 700 },
    });
  });

  it('shows nothing while no uploaded template is active', async () => {
    const { client } = renderWith([]);
    await waitFor(() =>
      expect(client.getQueryState(['/api/media/templates', 'image'])?.status).toBe('success'),
    );
    expect(screen.queryByText('Designs from our team')).toBeNull();
  });
});
