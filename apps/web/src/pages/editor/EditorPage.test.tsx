import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Frame } from '@cardsmith/contracts';
import { renderRoute } from '../../test/render.js';

const FRAMES: Frame[] = [
  {
    id: 'golden-borders',
    name: 'Golden Borders',
    category: 'popular',
    thumbnailUrl: '/t1.png',
    svgContent:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700"><rect id="gold" width="500" height="700" fill="none"/></svg>',
  },
  {
    id: 'heart-border',
    name: 'Heart Border',
    category: 'romantic',
    thumbnailUrl: '/t2.png',
    svgContent: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let framesResponse: () => Promise<Response>;
let saveResponse: (body: unknown) => Response;
beforeEach(() => {
  localStorage.clear();
  framesResponse = async () => json({ frames: FRAMES });
  saveResponse = () => json({ code: 'internal', message: 'down' }, 503);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/catalog/frames') return framesResponse();
      if (url === '/api/cards/share-link') {
        const { cardId } = JSON.parse(String(init?.body)) as { cardId: string };
        return json({ shareUrl: `${window.location.origin}/cards/${cardId}` });
      }
      if (url === '/api/cards' && init?.method === 'POST') {
        return saveResponse(JSON.parse(String(init.body)));
      }
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openEditor(path = '/editor') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Card editor' }, { timeout: 10_000 });
  return view;
}

describe('card editor', () => {
  it('preselects the category named by ?category=', async () => {
    await openEditor('/editor?category=wedding');
    expect(screen.getByLabelText('Occasion')).toHaveValue('wedding');
  });

  it('flips on click, ignores clicks during the 0.6 s flip, and returns to the front on change', async () => {
    await openEditor();
    const flipper = screen.getByTestId('card-flipper');
    vi.useFakeTimers();
    try {
      fireEvent.click(flipper);
      expect(flipper).toHaveAttribute('data-side', 'back');
      fireEvent.click(flipper);
      expect(flipper).toHaveAttribute('data-side', 'back');
      act(() => {
        vi.advanceTimersByTime(600);
      });
      fireEvent.click(flipper);
      expect(flipper).toHaveAttribute('data-side', 'front');
      act(() => {
        vi.advanceTimersByTime(600);
      });
      fireEvent.click(flipper);
      expect(flipper).toHaveAttribute('data-side', 'back');
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(screen.getByLabelText('Message inside the card (back)'), {
      target: { value: 'Hello' },
    });
    expect(flipper).toHaveAttribute('data-side', 'front');
  });

  it('toggles between the desktop and mobile preview sizes', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByTestId('card-flipper').querySelector('svg')).toHaveAttribute('width', '300');
    expect(screen.getByTestId('card-flipper').querySelector('svg')).toHaveAttribute(
      'height',
      '450',
    );
  });

  it('shows six skeletons while frames load, then selects, draws and removes a frame', async () => {
    let release: () => void = () => {};
    framesResponse = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ frames: FRAMES }));
      });
    await openEditor();
    expect(await screen.findAllByTestId('frame-skeleton')).toHaveLength(6);
    act(() => release());
    const golden = await screen.findByRole('button', { name: 'Golden Borders' });
    await userEvent.click(golden);
    expect(golden).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('card-flipper').querySelector('#gold')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Frame' }));
    expect(golden).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when My Frames is empty', async () => {
    await openEditor();
    await screen.findByRole('button', { name: 'Golden Borders' });
    await userEvent.click(screen.getByRole('tab', { name: 'My Frames' }));
    expect(screen.getByText("You haven't uploaded any custom frames yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload your own frame' })).toBeInTheDocument();
  });

  it('adds, edits, nudges, deletes and undoes a text element', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add text' }));
    const text = screen.getByLabelText('Text', { selector: 'textarea' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Hi');
    const handle = screen.getByRole('button', { name: 'Text: Hi' });
    const before = handle.style.left;
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.style.left).not.toBe(before);
    fireEvent.keyDown(handle, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Text: Hi' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Text: Hi' })).toBeInTheDocument();
  });

  it('keeps unsaved changes across a reload', async () => {
    const first = await openEditor();
    fireEvent.change(screen.getByLabelText('Card title'), { target: { value: 'For Grandma' } });
    first.unmount();
    await openEditor();
    expect(screen.getByLabelText('Card title')).toHaveValue('For Grandma');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows the spec error toast when saving fails', async () => {
    await openEditor();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    const messages = await screen.findAllByText(
      'Error: Could not save your card. Please try again.',
      {},
      { timeout: 10_000 },
    );
    expect(messages[0]).toBeInTheDocument();
  });

  it('saves and offers the card’s own link with a copy button', async () => {
    saveResponse = (body) =>
      json({ ...(body as object), id: 'AbCdEfGhIjKlMnOpQrStUv', version: 1, isOwner: true }, 201);
    await openEditor();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your card is saved' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Card link')).toHaveValue(
        `${window.location.origin}/cards/AbCdEfGhIjKlMnOpQrStUv`,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });
});
