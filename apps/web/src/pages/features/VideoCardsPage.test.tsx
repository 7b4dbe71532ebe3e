import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  VIDEO_CATEGORIES,
  VIDEO_MUSIC_OPTIONS,
  type CardInput,
  type VideoJob,
  type VideoTemplate,
} from '@cardsmith/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderPage } from '../../features/ai/render-page.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { VideoCardsPage } from './VideoCardsPage.js';

const template = (id: string, type: 'video' | 'image', category: string): VideoTemplate => ({
  id,
  name: id.replace(/-/g, ' '),
  thumbnail: `/api/video/templates/${id}/thumbnail.jpg`,
  musicPreview: `/api/video/templates/${id}/music.m4a`,
  duration: type === 'video' ? '10s' : null,
  category,
  type,
});
const VIDEOS = [
  template('birthday-celebration', 'video', 'Birthday'),
  template('romantic-hearts', 'video', 'Wedding'),
  template('congratulations', 'video', 'Congratulations'),
  template('holiday-winter', 'video', 'Holiday'),
  template('thank-you-sparkle', 'video', 'Thank You'),
];
const MUSIC = VIDEO_MUSIC_OPTIONS.map(({ id, name, description }) => ({
  id,
  name,
  description,
  previewUrl: id === 'template' || id === 'none' ? null : `/api/video/music/${id}/preview.m4a`,
}));
const EDITOR_TEMPLATES = [
  { id: 'modern', backgroundColor: '#312e81' },
  { id: 'artistic', backgroundColor: '#fff7ed' },
].map(({ id, backgroundColor }) => ({
  id,
  name: id,
  description: '',
  backgroundColor,
  textFont: 'Poppins',
  accentColor: '#be185d',
  imageUrl: `/api/catalog/editor-templates/${id}/image.png`,
}));
const PICTURES = ['frame-postcard', 'frame-little-star'].map((id) =>
  template(id, 'image', 'Travel'),
);

/** Stands in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(job: Partial<VideoJob>) {
    const full = {
      id: 'job0000000001',
      cardId: 'Card000000000001',
      status: 'rendering',
      progress: 0,
      label: 'Analyzing',
      music: 'template',
      ...job,
    };
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(full) })));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

let requests: { url: string; method: string; body: unknown }[];
beforeEach(() => {
  requests = [];
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url === '/api/video/templates?type=video') return json({ templates: VIDEOS });
      if (url === '/api/video/templates?type=image') return json({ templates: PICTURES });
      if (url === '/api/video/music') return json({ music: MUSIC });
      if (url === '/api/catalog/editor-templates') return json({ templates: EDITOR_TEMPLATES });
      if (url === '/api/voice/options')
        return json([{ id: 'alloy', name: 'Alloy', description: '' }]);
      if (url === '/api/cards' && init?.method === 'POST')
        return json({ id: 'Card000000000001' }, 201);
      if (url.startsWith('/api/video/create-card?'))
        return json({ success: true, jobId: 'job0000000001' }, 202);
      if (url === '/api/speech/generate')
        return json({ code: 'bad_gateway', message: 'down' }, 502);
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * An arrow key held until Radix has moved the focus: its roving focus moves on the next task and a
 * radio is checked only while an arrow is down, as in a browser, where the key comes up later.
 */
async function pressArrow(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

/** The page with a query client of its own, so no test sees another's templates. */
function VideoCards() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <VideoCardsPage />
    </QueryClientProvider>
  );
}

describe('/video-cards', () => {
  it('asks for a template and a title with the spec’s toast and inline hint', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select a template and add a title')).toBeInTheDocument();
    expect(screen.getByText('Title is required to create your video card')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card title/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('pages the gallery two at a time, by button and by swipe, with Video and Picture tabs', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    const videos = await screen.findByRole('list', { name: 'Video templates' });
    expect(within(videos).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next templates' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(videos).getByRole('button', { name: /congratulations/ })).toBeInTheDocument();
    const gallery = videos.parentElement!;
    act(() => {
      gallery.dispatchEvent(new MouseEvent('pointerdown', { clientX: 300, bubbles: true }));
      gallery.dispatchEvent(new MouseEvent('pointerup', { clientX: 200, bubbles: true }));
    });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Picture' }));
    const pictures = await screen.findByRole('list', { name: 'Picture frames' });
    expect(within(pictures).getByRole('button', { name: /frame postcard/ })).toBeInTheDocument();
  });

  it('creates the card, then shows the render’s real progress and the finished video to share', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    await user.type(screen.getByLabelText(/Card title/), 'Happy birthday Sam');
    await user.type(screen.getByLabelText('Message'), 'Have a great day');
    await user.click(await screen.findByRole('button', { name: /birthday celebration/ }));
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));

    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(FakeEventSource.last!.url).toBe('/api/video/jobs/job0000000001/events');
    const card = requests.find((r) => r.url === '/api/cards')!;
    // The card's front is a template's art with the title as its headline, never a blank card.
    const cardBody = JSON.parse(String(card.body)) as CardInput;
    expect(cardBody).toMatchObject({
      title: 'Happy birthday Sam',
      category: 'birthday',
      templateId: 'artistic',
      backgroundColor: '#fff7ed',
    });
    expect(cardBody.elements).toContainEqual(
      expect.objectContaining({ type: 'text', content: 'Happy birthday Sam' }),
    );
    const sent = requests.find((r) => r.url.startsWith('/api/video/create-card?'))!;
    // The address names the card too: the gateway checks the visitor's role on it.
    expect(sent.url).toBe('/api/video/create-card?cardId=Card000000000001');
    const form = sent.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      cardId: 'Card000000000001',
      type: 'template',
      title: 'Happy birthday Sam',
      message: 'Have a great day',
      music: 'template',
      templateId: 'birthday-celebration',
    });

    FakeEventSource.last!.send({ progress: 42, label: 'Applying effects' });
    const bar = screen.getByRole('progressbar', { name: 'Creating your video card' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Applying effects… 42%')).toBeInTheDocument();
    FakeEventSource.last!.send({
      status: 'done',
      progress: 100,
      label: 'Done',
      videoUrl: '/api/media/video00000001',
      posterUrl: '/api/media/poster0000001',
    });
    const video = await screen.findByLabelText('Your video card');
    expect(video).toHaveAttribute('src', '/api/media/video00000001');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/media/video00000001',
    );

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your video card' });
    const targets = within(within(dialog).getByRole('list', { name: 'Share to' })).getAllByRole(
      'button',
    );
    expect(targets.map((b) => b.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Video card link' })).toHaveValue(
      'http://localhost:3000/cards/Card000000000001'.replace(
        'localhost:3000',
        window.location.host,
      ),
    );
    expect(
      within(dialog).getByText('Check out this greeting card I created: Happy birt'),
    ).toBeInTheDocument();
  });

  it('says Generation Failed and goes back to 0 when the render fails', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    await user.type(screen.getByLabelText(/Card title/), 'Hi');
    await user.click(await screen.findByRole('button', { name: /romantic hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    FakeEventSource.last!.send({ progress: 70, label: 'Rendering' });
    FakeEventSource.last!.send({
      status: 'failed',
      progress: 0,
      label: 'Failed',
      error: 'This card no longer exists.',
    });
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('This card no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Video Card' })).toBeEnabled();
  });

  it('chooses an occasion by keyboard: its templates first, a title, and both sent', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    const occasions = screen.getByRole('radiogroup', { name: 'Occasion' });
    expect(
      within(occasions)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([...VIDEO_CATEGORIES]);
    expect(within(occasions).queryByRole('radio', { checked: true })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Next templates' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    within(occasions).getByRole('radio', { name: 'Wedding' }).focus();
    await pressArrow(user, 'ArrowRight');
    const thankYou = within(occasions).getByRole('radio', { name: 'Thank You' });
    expect(thankYou).toHaveFocus();
    expect(thankYou).toBeChecked();
    // The gallery starts again at its first page, the occasion's templates first.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const videos = screen.getByRole('list', { name: 'Video templates' });
    expect(within(videos).getAllByRole('button')[0]).toHaveAccessibleName(/thank you sparkle/);
    expect(screen.getByLabelText(/Card title/)).toHaveValue('Thank You!');

    await pressArrow(user, 'ArrowRight');
    expect(screen.getByLabelText(/Card title/)).toHaveValue('Happy Holidays!');
    await user.clear(screen.getByLabelText(/Card title/));
    await user.type(screen.getByLabelText(/Card title/), 'For the neighbours');
    await user.click(within(occasions).getByRole('radio', { name: 'Thank You' }));
    expect(screen.getByLabelText(/Card title/)).toHaveValue('For the neighbours');

    const again = screen.getByRole('list', { name: 'Video templates' });
    await user.click(within(again).getAllByRole('button')[0]!);
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const card = requests.find((r) => r.url === '/api/cards')!;
    expect(JSON.parse(String(card.body))).toMatchObject({ category: 'thank-you' });
    const form = requests.find((r) => r.url.startsWith('/api/video/create-card?'))!
      .body as FormData;
    expect(form.get('occasion')).toBe('Thank You');
    expect(form.get('templateId')).toBe('thank-you-sparkle');
  });

  it('plays each music bed before it is chosen and sends the chosen one', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('pause'));
    });
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    const music = await screen.findByRole('radiogroup', { name: 'Music' });
    expect(
      within(music)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(VIDEO_MUSIC_OPTIONS.map((m) => `${m.name}${m.description}`));
    expect(within(music).getByRole('radio', { name: /Template's music/ })).toBeChecked();
    // No preview for no music; the template's music needs a template first.
    expect(within(music).queryByRole('button', { name: 'Preview No music' })).toBeNull();
    expect(within(music).getByRole('button', { name: "Preview Template's music" })).toBeDisabled();

    const audio = screen.getByTestId('music-preview-audio') as HTMLAudioElement;
    const festive = within(music).getByRole('button', { name: 'Preview Festive' });
    await user.click(festive);
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.getAttribute('src')).toBe('/api/video/music/festive/preview.m4a');
    expect(festive).toHaveAttribute('aria-pressed', 'true');
    expect(festive).toHaveTextContent('Stop');
    await user.click(festive);
    expect(pause).toHaveBeenCalled();
    expect(festive).toHaveAttribute('aria-pressed', 'false');

    await user.click(await screen.findByRole('button', { name: /birthday celebration/ }));
    const own = within(music).getByRole('button', { name: "Preview Template's music" });
    await user.click(own);
    expect(audio.getAttribute('src')).toBe('/api/video/templates/birthday-celebration/music.m4a');

    within(music)
      .getByRole('radio', { name: /Template's music/ })
      .focus();
    await pressArrow(user, 'ArrowDown');
    await pressArrow(user, 'ArrowDown');
    expect(within(music).getByRole('radio', { name: /Upbeat/ })).toBeChecked();
    await user.type(screen.getByLabelText(/Card title/), 'Party');
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const form = requests.find((r) => r.url.startsWith('/api/video/create-card?'))!
      .body as FormData;
    expect(form.get('music')).toBe('upbeat');
    expect(form.get('occasion')).toBeNull();
  });

  it('says so when the voice cannot be generated', async () => {
    const user = userEvent.setup();
    renderPage('/video-cards', VideoCards);
    await user.type(screen.getByLabelText('Voice text'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Generate Voice' }));
    expect(await screen.findByText('Failed to generate voice message')).toBeInTheDocument();
  });
});
