import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLAB_CLOSE_CODES, EDITOR_TEMPLATE_IDS, type EditorTemplate } from '@cardsmith/contracts';
import { routes } from '../../app/routes.js';
import { queryClient } from '../../lib/query-client.js';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';
import { stubIdleSockets } from '../../test/sockets.js';

const TEMPLATES: EditorTemplate[] = EDITOR_TEMPLATE_IDS.map((id, index) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  description: `${id} template`,
  imageUrl: `/api/catalog/editor-templates/${id}/image.png`,
  backgroundColor: index === 0 ? '#4f46e5' : '#ffffff',
  textFont: 'Poppins',
  accentColor: '#22d3ee',
}));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/catalog/editor-templates') return json({ templates: TEMPLATES });
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const SAVED_ID = 'card-modern-0001';
const EDIT_URL = `http://localhost/editor?card=${SAVED_ID}&edit=tok-1`;

/** The server's side of saving a card and making its links. */
function answerSaves() {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/catalog/editor-templates') return json({ templates: TEMPLATES });
    if (url === '/api/cards' && init?.method === 'POST') {
      const now = new Date().toISOString();
      const input = JSON.parse(String(init.body)) as Record<string, unknown>;
      return json(
        {
          ...input,
          id: SAVED_ID,
          userId: null,
          isOwner: true,
          version: 1,
          createdAt: now,
          updatedAt: now,
        },
        201,
      );
    }
    if (url === '/api/cards/share-link') {
      return json({ shareUrl: `http://localhost/cards/${SAVED_ID}`, editUrl: EDIT_URL });
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
}

const requestsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

async function openEditor(path = '/modern-editor') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Design your card' });
  return view;
}

/** The first save asks for the card's title once; this takes the suggested one. */
async function nameTheCard() {
  const naming = await screen.findByRole('dialog', { name: 'Name your card' });
  await userEvent.click(within(naming).getByRole('button', { name: 'Save and continue' }));
}

const shownTemplates = () =>
  within(screen.getByRole('region', { name: 'Templates' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'))
    .map((button) => button.querySelector('span')?.textContent);

describe('modern editor', () => {
  it('pages the six templates two at a time, wrapping at both ends', async () => {
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toEqual(['Modern', 'Classic']));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous templates' }));
    expect(shownTemplates()).toEqual(['Vintage', 'Floral']);
    await userEvent.click(screen.getByRole('button', { name: 'Next templates' }));
    expect(shownTemplates()).toEqual(['Modern', 'Classic']);
    await userEvent.click(screen.getByRole('button', { name: 'Show template page 2' }));
    expect(shownTemplates()).toEqual(['Minimal', 'Artistic']);
  });

  it('pages on a swipe longer than 50 px and ignores shorter ones', async () => {
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toEqual(['Modern', 'Classic']));
    const list = within(screen.getByRole('region', { name: 'Templates' })).getByRole('list');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(list, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(list, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150);
    expect(shownTemplates()).toEqual(['Modern', 'Classic']);
    swipe(200, 140);
    expect(shownTemplates()).toEqual(['Minimal', 'Artistic']);
    swipe(100, 170);
    expect(shownTemplates()).toEqual(['Modern', 'Classic']);
  });

  it('selects a template and shows the typed message in the live preview', async () => {
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    const classic = screen.getByRole('button', { name: /^Classic/ });
    await userEvent.click(classic);
    expect(classic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Your message'), 'Love you lots');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(preview).toHaveTextContent('Happy Birthday! Love you lots');
    expect(preview.querySelector('svg image')).toHaveAttribute(
      'href',
      '/api/catalog/editor-templates/classic/image.png',
    );
  });

  it("heads the card with the occasion's greeting, drawn as editable text rather than art", async () => {
    await openEditor('/modern-editor?category=wedding');
    const headline = screen.getByLabelText('Headline');
    await waitFor(() => expect(headline).toHaveValue('Congratulations on Your Wedding'));
    expect(screen.getByLabelText('Occasion')).toHaveValue('wedding');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    const drawn = () =>
      [...preview.querySelectorAll('svg tspan')].map((line) => line.textContent).join(' ');
    await waitFor(() => expect(drawn()).toBe('Congratulations on Your Wedding'));
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Cheers, Sam & Alex!');
    expect(drawn()).toBe('Cheers, Sam & Alex!');
    await userEvent.selectOptions(screen.getByLabelText('Occasion'), 'sympathy');
    expect(headline).toHaveValue('Cheers, Sam & Alex!');
  });

  it('says why there is no preview or export when the templates fail, and recovers on Try Again', async () => {
    let answerRetry: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (url: string) => {
      if (url !== '/api/catalog/editor-templates') return json({ code: 'not_found' }, 404);
      if (fetchMock.mock.calls.length === 1)
        return json({ code: 'internal', message: 'down' }, 503);
      return new Promise<Response>((resolve) => {
        answerRetry = resolve;
      });
    });
    await openEditor();
    const gallery = screen.getByRole('region', { name: 'Templates' });
    await within(gallery).findByText('Templates could not be loaded.');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(preview).toHaveTextContent('No preview');
    expect(preview.querySelector('.animate-pulse')).toBeNull();
    const exportButton = screen.getByRole('button', { name: 'Export Card' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription(
      'Export needs a template, and the templates could not be loaded.',
    );

    await userEvent.click(within(gallery).getByRole('button', { name: 'Try Again' }));
    // A query that never had data goes back to loading while it asks again.
    expect(within(gallery).getByRole('status')).toHaveTextContent('Loading templates…');
    act(() => answerRetry(json({ templates: TEMPLATES })));
    await waitFor(() => expect(shownTemplates()).toEqual(['Modern', 'Classic']));
    expect(preview.querySelector('svg')).not.toBeNull();
    expect(exportButton).toBeEnabled();
    expect(exportButton).not.toHaveAccessibleDescription();
  });

  it('saves, then shows the Collaborative badge while collaboration is on, and reveals the scheduler link', async () => {
    const sockets = stubIdleSockets();
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Collaboration Mode' }));
    await nameTheCard();
    expect(await screen.findByText('Collaborative')).toBeInTheDocument();
    // A first session asks for the name the others will see, and joins only then.
    const asking = await screen.findByRole('dialog', { name: 'Join the live session' });
    expect(sockets).toEqual([]);
    await userEvent.type(within(asking).getByLabelText('Your name'), ' Ada ');
    await userEvent.click(within(asking).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(sockets.map((socket) => socket.url)).toEqual([`ws://${window.location.host}/ws`]),
    );
    expect(JSON.parse(localStorage.getItem('cardsmith:collab:name') ?? 'null')).toBe('Ada');
    await userEvent.click(screen.getByRole('switch', { name: 'Schedule Delivery' }));
    expect(screen.getByRole('link', { name: /Open Smart Scheduler/ })).toHaveAttribute(
      'href',
      '/smart-scheduling',
    );
  });

  it('turns Collaboration Mode off when an administrator ends the session', async () => {
    localStorage.setItem('cardsmith:collab:name', JSON.stringify('Ada'));
    const sockets = stubIdleSockets();
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    const collaboration = screen.getByRole('switch', { name: 'Collaboration Mode' });
    await userEvent.click(collaboration);
    await nameTheCard();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.serverCloses(COLLAB_CLOSE_CODES.sessionEnded));
    await waitFor(() => expect(collaboration).toHaveAttribute('aria-checked', 'false'));
    expect(screen.queryByText('Collaborative')).not.toBeInTheDocument();
  });

  it('opens the dialog named by ?feature= and removes the parameter from the URL', async () => {
    answerSaves();
    const { router } = renderRoute('/modern-editor?feature=video&keep=1');
    await nameTheCard();
    expect(await screen.findByRole('dialog', { name: 'Create Video Card' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
  });

  it('ignores an unknown ?feature= value but still removes it', async () => {
    const { router } = await openEditor('/modern-editor?feature=nonsense');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Recording indicator for 3 seconds while a voice note records', async () => {
    const stop = vi.fn();
    class FakeRecorder {
      state = 'inactive';
      mimeType = 'audio/webm';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        stop();
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [] })) },
    });
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'AI Tools' }));
    // Fake time that stands still: a slow render cannot use up the recording's 3 s meanwhile.
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Record Voice Message' }));
      });
      expect(screen.getByText('Recording…')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2900);
      });
      expect(screen.getByText('Recording…')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Recording…')).not.toBeInTheDocument();
      expect(stop).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves the card before exporting and says so when saving fails', async () => {
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export Card' }));
    await nameTheCard();
    expect(
      (await screen.findAllByText('Could not save your card. Please try again.'))[0],
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('saves the card, then opens the social integration dialog with the sharing form', async () => {
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Your message'), 'See you soon');
    await userEvent.click(screen.getByRole('button', { name: 'Social Share' }));
    await nameTheCard();
    const dialog = await screen.findByRole('dialog', { name: 'Social Sharing' });
    const form = await within(dialog).findByRole('form', { name: 'Share on social media' });
    expect(requestsTo('/api/cards')).toHaveLength(1);
    expect(JSON.stringify(requestsTo('/api/cards')[0])).toContain('See you soon');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Check out this greeting card I created: Happy Birthday!',
    );
    expect(
      within(form)
        .getByRole('radio', { name: /^Facebook/ })
        .closest('label'),
    ).toHaveTextContent('Auth Required');
    expect(within(dialog).getByRole('list', { name: 'Share directly' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('saves the card, then opens the schedule dialog with its form', async () => {
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    await nameTheCard();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Delivery' });
    const form = await within(dialog).findByRole('form', { name: 'Schedule delivery' });
    expect(requestsTo('/api/cards')).toHaveLength(1);
    expect(within(form).getByLabelText('Delivery time')).toHaveValue('09:00');
    expect(within(dialog).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('opens the social dialog from ?feature=social once the card is saved, saving it once', async () => {
    answerSaves();
    // With the templates already loaded, strict mode runs the mounting ?feature= effect twice,
    // as the development build does.
    queryClient.setQueryData(['/api/catalog/editor-templates'], { templates: TEMPLATES });
    const router = createMemoryRouter(routes, {
      initialEntries: ['/modern-editor?feature=social'],
    });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // Both runs of the effect wait for the one title dialog.
    await nameTheCard();
    const dialog = await screen.findByRole('dialog', { name: 'Social Sharing' });
    expect(
      await within(dialog).findByRole('form', { name: 'Share on social media' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requestsTo('/api/cards')).toHaveLength(1);
  });

  it('shows the save error and no dialog when the card cannot be saved for sharing', async () => {
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Social Share' }));
    await nameTheCard();
    expect(
      (await screen.findAllByText('Could not save your card. Please try again.'))[0],
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Invite collaborators shows the card’s edit link to copy and the way to the collaboration page', async () => {
    localStorage.setItem('cardsmith:collab:name', JSON.stringify(''));
    stubIdleSockets();
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Collaboration Mode' }));
    await nameTheCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite collaborators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite collaborators' });
    const field = await within(dialog).findByRole('textbox', { name: 'Edit link' });
    await waitFor(() => expect(field).toHaveValue(EDIT_URL));
    expect(requestsTo('/api/cards/share-link')).toEqual([{ cardId: SAVED_ID, kind: 'edit' }]);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // Fake time that stands still: a slow render cannot use up the 2 s of "Copied" meanwhile.
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      });
      expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(EDIT_URL);
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(
      within(dialog).getByRole('link', { name: /Invite by email and see collaborators/ }),
    ).toHaveAttribute('href', `/collaboration?card=${SAVED_ID}`);
  });

  it('opens the invite dialog from ?feature=collaboration after saving the card', async () => {
    answerSaves();
    renderRoute('/modern-editor?feature=collaboration');
    await nameTheCard();
    const dialog = await screen.findByRole('dialog', { name: 'Invite collaborators' });
    expect(await within(dialog).findByDisplayValue(EDIT_URL)).toBeInTheDocument();
    expect(requestsTo('/api/cards')).toHaveLength(1);
  });

  it('names the card once, at its first save: suggested from the occasion and recipient, Enter confirms', async () => {
    answerSaves();
    await openEditor('/modern-editor?category=wedding');
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Social Share' }));
    const naming = await screen.findByRole('dialog', { name: 'Name your card' });
    const title = within(naming).getByLabelText('Card title');
    expect(title).toHaveValue('Congratulations on Your Wedding');
    expect(requestsTo('/api/cards')).toEqual([]);
    await userEvent.type(within(naming).getByLabelText('Who is it for? (optional)'), 'Sam & Alex');
    expect(title).toHaveValue('Wedding card for Sam & Alex');
    await userEvent.type(title, '{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Social Sharing' });
    const form = await within(dialog).findByRole('form', { name: 'Share on social media' });
    expect(requestsTo('/api/cards').map((card) => card.title)).toEqual([
      'Wedding card for Sam & Alex',
    ]);
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Check out this greeting card I created: Wedding card for Sam & Alex',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Wedding card for Sam & Alex')).toBeInTheDocument();

    // Named once: the next action saves under the same title without asking.
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    await screen.findByRole('dialog', { name: 'Schedule Delivery' });
    expect(screen.queryByRole('dialog', { name: 'Name your card' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cardsmith:modern-editor:draft')!)).toMatchObject({
      title: 'Wedding card for Sam & Alex',
    });
  });

  it('refuses an empty title with a sentence and saves nothing', async () => {
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export Card' }));
    const naming = await screen.findByRole('dialog', { name: 'Name your card' });
    const title = within(naming).getByLabelText('Card title');
    await userEvent.clear(title);
    await userEvent.type(title, '{Enter}');
    expect(within(naming).getByRole('alert')).toHaveTextContent(
      'Give your card a title: the recipient sees it on their page.',
    );
    expect(title).toHaveAccessibleDescription(
      'Give your card a title: the recipient sees it on their page.',
    );
    expect(requestsTo('/api/cards')).toEqual([]);
  });

  it('a cancelled naming saves and opens nothing, and the next save asks again', async () => {
    answerSaves();
    await openEditor();
    await waitFor(() => expect(shownTemplates()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export Card' }));
    const naming = await screen.findByRole('dialog', { name: 'Name your card' });
    await userEvent.click(within(naming).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/api/cards')).toEqual([]);

    // Not named yet, so the next save asks again.
    await userEvent.click(screen.getByRole('button', { name: 'Print Physical Card' }));
    expect(await screen.findByRole('dialog', { name: 'Name your card' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Print Physical Card' })).not.toBeInTheDocument();
  });
});
