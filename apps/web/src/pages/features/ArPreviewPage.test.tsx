import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SAMPLE_CARD_ID } from '@cardsmith/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { turnHint } from '../../features/ar/CardModelViewer.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { ArPreviewPage } from './ArPreviewPage.js';

let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url === `/api/cards/${SAMPLE_CARD_ID}`)
        return json({ id: SAMPLE_CARD_ID, title: 'Cake Catastrophe' });
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/ar-preview', Component: ArPreviewPage }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/ar-preview', () => {
  it('shows the catalog’s sample card, never another visitor’s trending card', async () => {
    renderAt('/ar-preview');
    expect(
      await screen.findByText(/Showing the sample card “Cake Catastrophe”/),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample card')).toBeInTheDocument();
    expect(screen.queryByText('Your real card')).not.toBeInTheDocument();
    expect(requested.some((url) => url.includes('trending'))).toBe(false);
  });

  it('shows the card the editor opened it with', async () => {
    renderAt('/ar-preview?card=MyCard0000000000001');
    expect(screen.getByText('Your real card')).toBeInTheDocument();
    expect(screen.queryByText(/sample card/i)).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});

describe('the camera state', () => {
  function stubCamera(getUserMedia: () => Promise<MediaStream>) {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  }

  it('is Inactive until the camera is granted, then Active', async () => {
    stubCamera(async () => ({ getTracks: () => [] }) as unknown as MediaStream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderAt('/ar-preview');
    expect(screen.getByText('Camera: Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start AR Preview' }));
    expect(await screen.findByText('Camera: Active')).toBeInTheDocument();
    expect(screen.queryByText('Camera: Inactive')).not.toBeInTheDocument();
  });

  it('stays Inactive when the camera is refused', async () => {
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderAt('/ar-preview');
    await userEvent.click(screen.getByRole('button', { name: 'Start AR Preview' }));
    expect(
      await screen.findByText('Please allow camera access to use AR preview'),
    ).toBeInTheDocument();
    expect(screen.getByText('Camera: Inactive')).toBeInTheDocument();
  });
});

describe('turning the 3D card', () => {
  it('speaks of dragging without a touch screen and of a finger with one', () => {
    expect(turnHint(false)).toBe('Drag to turn the card.');
    expect(turnHint(true)).toBe('Turn the card with your finger.');
  });
});
