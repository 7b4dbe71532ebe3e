import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '@cardsmith/contracts';
import { createQueryClient } from '../../lib/query-client.js';
import { renderRoute } from '../../test/render.js';
import { IMAGE_LINK_BROKEN, ImagesPanel } from './EditorTabs.js';
import { json } from '../../test/http.js';

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const STORED = {
  id: 'Photo0123456789',
  url: '/api/media/Photo0123456789',
  contentType: 'image/png',
  bytes: 4,
};

/** Answers POST /api/media with `media()`, the frame list with none, and 404 otherwise. */
function stubFetch(media: () => Promise<Response>) {
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/media' && init?.method === 'POST') return media();
    if (url === '/api/catalog/frames') return json({ frames: [] });
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const mediaPosts = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls.filter(([url]) => url === '/api/media');

function renderPanel() {
  const onAdd = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImagesPanel onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return onAdd;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ImagesPanel photo upload', () => {
  it('uploads the chosen photo and places the returned link on the card', async () => {
    let answer: (response: Response) => void = () => {};
    const fn = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderRoute('/editor');
    await screen.findByRole('heading', { level: 1, name: 'Card editor' });
    await user.click(screen.getByRole('tab', { name: 'images' }));

    const input = screen.getByLabelText<HTMLInputElement>('Photo to upload');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, photo());

    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    const [, init] = mediaPosts(fn)[0]!;
    expect(init?.credentials).toBe('include');
    expect((init?.body as FormData).get('file')).toMatchObject({ name: 'me.png' });

    answer(json(STORED, 201));
    await waitFor(() =>
      expect(document.querySelector(`svg image[href="${STORED.url}"]`)).not.toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Photo added to the card.');
  }, 30_000);

  it('opens the file chooser from the keyboard', async () => {
    stubFetch(async () => json(STORED, 201));
    const user = userEvent.setup();
    renderPanel();
    const click = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Photo to upload'), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('uploads a photo dropped onto the panel', async () => {
    stubFetch(async () => json(STORED, 201));
    const onAdd = renderPanel();
    fireEvent.drop(screen.getByTestId('images-panel'), {
      dataTransfer: { files: [photo()], types: ['Files'] },
    });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(STORED.url));
  });

  it('shows the server’s message when it refuses the file', async () => {
    const message = 'This file type is not supported. Upload an image, audio or video file.';
    stubFetch(async () => json({ code: 'unsupported_media_type', message }, 415));
    const user = userEvent.setup();
    const onAdd = renderPanel();
    await user.upload(screen.getByLabelText('Photo to upload'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeEnabled();
  });

  it('says the server could not be reached when the request fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderPanel();
    await user.upload(screen.getByLabelText('Photo to upload'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload could not reach the server. Check your connection and try again.',
    );
  });

  it('refuses a file that is too large without sending it', async () => {
    const fn = stubFetch(async () => json(STORED, 201));
    const user = userEvent.setup();
    renderPanel();
    const big = new File([new Uint8Array(MEDIA_LIMITS.image + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Photo to upload'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is too large. Images can be at most 10 MB.',
    );
    expect(mediaPosts(fn)).toHaveLength(0);
  });

  it('refuses a file that is not an image without sending it', async () => {
    const fn = stubFetch(async () => json(STORED, 201));
    const onAdd = renderPanel();
    fireEvent.drop(screen.getByTestId('images-panel'), {
      dataTransfer: {
        files: [new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })],
        types: ['Files'],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file type is not supported. Choose a PNG, JPEG, WebP or GIF image.',
    );
    expect(mediaPosts(fn)).toHaveLength(0);
    expect(onAdd).not.toHaveBeenCalled();
  });
});

/** A stand-in for the browser's Image: URLs in `loading` load, every other one fails. */
function stubImages(loading: readonly string[]) {
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 0;
    naturalHeight = 0;
    set src(url: string) {
      queueMicrotask(() => {
        if (loading.includes(url)) {
          this.naturalWidth = 400;
          this.naturalHeight = 100;
          this.onload?.();
        } else this.onerror?.();
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

describe('images panel: image link', () => {
  it('says a link shows no picture instead of adding an invisible element, and adds one that does', async () => {
    stubFetch(async () => json({}));
    stubImages(['https://example.com/cake.png']);
    const onAdd = renderPanel();
    const field = screen.getByLabelText('Image link');
    await userEvent.type(field, 'https://example.com/not-a-picture');
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_LINK_BROKEN);
    expect(field).toHaveAccessibleDescription(IMAGE_LINK_BROKEN);
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/cake.png');
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    // With its own size, so the card keeps the picture's proportions.
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith('https://example.com/cake.png', {
        width: 400,
        height: 100,
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
