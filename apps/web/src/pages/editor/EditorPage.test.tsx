import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_LIMITS, type Card, type CardFields, type Frame } from '@cardsmith/contracts';
import { cardFromPageResult } from '../../features/cards/handed-card.js';
import { cardDraftKey, MAIN_DRAFT_KEY, readDraft, toFields, writeDraft } from './card-draft.js';
import { defaultCard } from './editor-state.js';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';
import { stubIdleSockets } from '../../test/sockets.js';

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

/** A designed card as the AI service answers Surprise Me: no voice or video of its own. */
const SURPRISE = defaultCard({
  title: 'Happy Birthday!',
  backgroundColor: '#fde68a',
  frameId: 'golden-borders',
  cardMessage: 'Have a wonderful day.',
  elements: [
    { id: 'headline', type: 'text', content: 'Happy Birthday!', position: { x: 250, y: 250 } },
  ],
});

/** Where the mocked speech service stores a voiced text. */
const SPOKEN_URL = '/api/media/abcdefghijklmnopqrstuvwx';

let framesResponse: () => Promise<Response>;
let saveResponse: (body: unknown) => Response;
/** Cards the mocked cards API holds, by id; GET and PUT of /api/cards/:id use them. */
let serverCards: Map<string, Card>;
/** Every request with a body the page sent, in order. */
let sent: Array<{ method: string; url: string; body: Record<string, unknown> }>;
/** PUTs of a card are answered once this settles (a save still in flight). */
let putGate: Promise<void>;
beforeEach(() => {
  localStorage.clear();
  framesResponse = async () => json({ frames: FRAMES });
  saveResponse = () => json({ code: 'internal', message: 'down' }, 503);
  serverCards = new Map();
  sent = [];
  putGate = Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (init?.body) sent.push({ method, url, body });
      if (url === '/api/catalog/frames') return framesResponse();
      if (url === '/api/cards/share-link') {
        return json({ shareUrl: `${window.location.origin}/cards/${String(body.cardId)}` });
      }
      if (url === '/api/cards' && method === 'POST') return saveResponse(body);
      const copied = serverCards.get(/^\/api\/cards\/([\w-]+)\/copy$/.exec(url)?.[1] ?? '');
      if (copied && method === 'POST') return saveResponse(body);
      if (url === '/api/voice/text-to-speech' && method === 'POST') {
        return json({ success: true, audioUrl: SPOKEN_URL, durationSeconds: 2.5 });
      }
      if (url === '/api/ai/surprise-card') {
        return json({ success: true, cardData: SURPRISE, provider: 'offline' });
      }
      const [path, search] = url.split('?');
      const stored = serverCards.get(/^\/api\/cards\/([\w-]+)$/.exec(path!)?.[1] ?? '');
      if (stored && method === 'GET') return json(stored);
      if (stored && method === 'PUT') {
        await putGate;
        if (!stored.isOwner) return json({ code: 'forbidden', message: 'Not yours' }, 403);
        const baseVersion = new URLSearchParams(search).get('baseVersion');
        if (baseVersion !== null && Number(baseVersion) !== stored.version) {
          return json({ code: 'conflict', message: 'Changed in another tab' }, 409);
        }
        const updated = { ...stored, ...body, version: stored.version + 1 };
        serverCards.set(stored.id, updated);
        return json(updated);
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
  await screen.findByRole('heading', { level: 1, name: 'Card editor' });
  return view;
}

/**
 * Save and Share from the toolbar; a new card that still has the default title is named first,
 * and these tests take the suggested title.
 */
async function saveAndShare() {
  await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
  const naming = screen.queryByRole('dialog', { name: 'Name your card' });
  if (naming) await userEvent.click(within(naming).getByRole('button', { name: 'Save and Share' }));
}

describe('card editor', () => {
  it('preselects the category named by ?category=', async () => {
    await openEditor('/editor?category=wedding');
    expect(screen.getByLabelText('Occasion')).toHaveValue('wedding');
  });

  it('asks once for a title, suggested from the occasion and the recipient, and saves it', async () => {
    saveResponse = (body) =>
      json({ ...(body as object), id: 'AbCdEfGhIjKlMnOpQrStUv', version: 1, isOwner: true }, 201);
    await openEditor('/editor?category=wedding');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    const naming = screen.getByRole('dialog', { name: 'Name your card' });
    const title = within(naming).getByLabelText('Card title');
    expect(title).toHaveValue('Congratulations on Your Wedding');
    await userEvent.type(
      within(naming).getByLabelText('Who is it for? (optional)'),
      'Sam and Alex',
    );
    expect(title).toHaveValue('Wedding card for Sam and Alex');
    await userEvent.clear(title);
    await userEvent.click(within(naming).getByRole('button', { name: 'Save and Share' }));
    expect(within(naming).getByRole('alert')).toHaveTextContent(
      'Give your card a title: the recipient sees it on their page.',
    );
    expect(sent).toEqual([]);
    await userEvent.type(title, 'For Sam & Alex');
    await userEvent.click(within(naming).getByRole('button', { name: 'Save and Share' }));
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(sent.filter(({ url }) => url === '/api/cards').map(({ body }) => body.title)).toEqual([
      'For Sam & Alex',
    ]);
    expect(titleField()).toHaveValue('For Sam & Alex');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    expect(screen.queryByRole('dialog', { name: 'Name your card' })).not.toBeInTheDocument();
  });

  it('names a card another page saved and handed over, as it names a card begun here', async () => {
    serverCards.set(
      OWN_ID,
      serverCard(
        OWN_ID,
        toFields(cardFromPageResult({ occasion: 'thank-you', message: 'Thanks a ton!' })),
      ),
    );
    await openEditor(`/editor?card=${OWN_ID}`);
    expect(await screen.findByDisplayValue('My Greeting Card')).toBe(titleField());
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    const naming = screen.getByRole('dialog', { name: 'Name your card' });
    expect(within(naming).getByLabelText('Card title')).toHaveValue('Thank You');
    await userEvent.click(within(naming).getByRole('button', { name: 'Save and Share' }));
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(sent.filter(({ method }) => method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/api/cards/${OWN_ID}?baseVersion=1`,
        body: expect.objectContaining({ title: 'Thank You' }),
      },
    ]);
  });

  it('lets the occasion choose the headline, the templates shown first and the ideas tab', async () => {
    await openEditor('/editor?category=wedding');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(
      within(preview).getByRole('button', {
        name: /^Text: Congratulations\s+on\s+Your\s+Wedding$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wedding' })).toHaveAttribute('aria-selected', 'true');
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(asked()).toContain('/api/catalog/templates?category=wedding'));
    await userEvent.click(screen.getByRole('tab', { name: 'Browse Ideas' }));
    expect(screen.getByRole('button', { name: 'Wedding', pressed: true })).toBeInTheDocument();

    // Another occasion on the card brings its own templates.
    await userEvent.selectOptions(screen.getByLabelText('Occasion'), 'sympathy');
    expect(screen.getByRole('tab', { name: 'Sympathy' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked()).toContain('/api/catalog/templates?category=sympathy'));
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

  it('reads preview, then the editing tabs, then Discover: the phone’s order and the keyboard’s', async () => {
    await openEditor();
    const preview = screen.getByRole('region', { name: 'Live preview' });
    const tabs = screen.getByRole('tablist', { name: 'Editor panels' });
    const discover = screen.getByRole('region', { name: 'Discover Designs' });
    const follows = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(preview, tabs)).toBe(true);
    expect(follows(tabs, discover)).toBe(true);
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

  it('offers the spec’s content items; Browse card ideas opens the ideas beside the preview', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'content' }));
    for (const name of [
      'AI message',
      'AI image',
      'Text to speech',
      'Record voice',
      'Browse card ideas',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'AR preview' })).toHaveAttribute('href', '/ar-preview');
    await userEvent.click(screen.getByRole('button', { name: 'Browse card ideas' }));
    const ideas = within(screen.getByRole('region', { name: 'Discover Designs' })).getByRole(
      'tab',
      { name: 'Browse Ideas' },
    );
    expect(ideas).toHaveAttribute('aria-selected', 'true');
    expect(ideas).toHaveFocus();
  });

  it('voices a text onto the card in the voice dialog, saves it with the card and removes it', async () => {
    createdOnSave();
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('tab', { name: 'content' }));
    await user.click(screen.getByRole('button', { name: 'Text to speech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    // The voice list falls back to the six defaults when the server does not answer.
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(6);
    await user.type(within(dialog).getByLabelText('Your message'), 'Happy birthday, Ana!');
    await user.click(within(dialog).getByRole('radio', { name: /Nova/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Voice' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add to Card' }));
    expect(screen.queryByRole('dialog', { name: 'Add Voice Message' })).not.toBeInTheDocument();
    expect(sent.find((r) => r.url === '/api/voice/text-to-speech')?.body).toEqual({
      text: 'Happy birthday, Ana!',
      voice: 'nova',
    });
    const content = screen.getByRole('tabpanel', { name: 'content' });
    expect(
      within(content).getByText(/This spoken message \(0:03\) is on your card\./),
    ).toBeVisible();

    await saveAndShare();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(sent.find((r) => r.url === '/api/cards')?.body.voiceMessage).toEqual({
      audioUrl: SPOKEN_URL,
      durationSeconds: 2.5,
      source: 'tts',
    });
    await user.keyboard('{Escape}');

    await user.click(within(content).getByRole('button', { name: 'Remove voice message' }));
    expect(within(content).queryByText(/is on your card/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(content).getByText(/is on your card/)).toBeInTheDocument();
  });

  it('opens the recorder from Record voice and from the voice dialog', async () => {
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('tab', { name: 'content' }));
    await user.click(screen.getByRole('button', { name: 'Record voice' }));
    const sheet = await screen.findByRole('dialog', { name: 'Record a voice message' });
    // jsdom has no MediaRecorder: the sheet says so, as a browser without one would.
    expect(
      within(sheet).getByText('Your browser does not support voice recording.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Text to speech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Record your own voice instead' }));
    expect(screen.queryByRole('dialog', { name: 'Add Voice Message' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Record a voice message' }),
    ).toBeInTheDocument();
  });

  it('says a full card is full instead of ignoring Add text', async () => {
    const elements = Array.from({ length: CARD_LIMITS.elementsMax }, (_, i) => ({
      id: `t${i}`,
      type: 'text' as const,
      content: `Line ${i}`,
      position: { x: 250, y: 10 + i * 10 },
    }));
    writeDraft(MAIN_DRAFT_KEY, {
      cardId: null,
      version: null,
      card: defaultCard({ elements }),
      saved: '',
    });
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add text' }));
    expect(await screen.findByText('This card is full')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Text: Line / })).toHaveLength(
      CARD_LIMITS.elementsMax,
    );
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
    await saveAndShare();
    const messages = await screen.findAllByText('Could not save your card. Please try again.');
    expect(messages[0]).toBeInTheDocument();
  });

  it('saves and offers the card’s own link with a copy button', async () => {
    saveResponse = (body) =>
      json({ ...(body as object), id: 'AbCdEfGhIjKlMnOpQrStUv', version: 1, isOwner: true }, 201);
    await openEditor();
    await saveAndShare();
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

const OWN_ID = 'OwnCard0000000000001';
const FRIEND_ID = 'FriendCard0000000001';
const CREATED_ID = 'NewCard0000000000001';

function serverCard(id: string, fields: Partial<CardFields>, extra: Partial<Card> = {}): Card {
  return {
    ...defaultCard(fields),
    id,
    videoMessage: null,
    version: 1,
    isOwner: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** The visitor’s own draft of their saved card (OWN_ID unless `cardId`), with unsaved changes unless `clean`. */
function ownDraft(
  fields: Partial<CardFields>,
  { clean = false, cardId = OWN_ID as string | null } = {},
) {
  const card = defaultCard(fields);
  writeDraft(MAIN_DRAFT_KEY, {
    cardId,
    version: 1,
    card,
    saved: JSON.stringify(clean ? card : defaultCard()),
  });
}

function createdOnSave() {
  saveResponse = (body) =>
    json({ ...serverCard(CREATED_ID, body as Partial<CardFields>), version: 1 }, 201);
}

const titleField = () => screen.getByLabelText('Card title');

describe('card editor: share tab', () => {
  it('shows the share panel once when Save and Share is used from the share tab', async () => {
    createdOnSave();
    await openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'share' }));
    const shareTab = screen.getByRole('tabpanel', { name: 'share' });
    await userEvent.click(within(shareTab).getByRole('button', { name: 'Save and Share' }));
    const naming = screen.getByRole('dialog', { name: 'Name your card' });
    await userEvent.click(within(naming).getByRole('button', { name: 'Save and Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your card is saved' });
    // Labels count whether or not the dialog hides the page behind it from assistive tech.
    expect(screen.getAllByLabelText('Card link')).toEqual([
      within(dialog).getByLabelText('Card link'),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByLabelText('Card link')).toBeInTheDocument();
  });
});

describe('card editor: Surprise Me', () => {
  it('applies a surprise design without dropping the card’s voice message or its title', async () => {
    createdOnSave();
    writeDraft(MAIN_DRAFT_KEY, {
      cardId: null,
      version: null,
      card: defaultCard({ title: 'For Ana', audioUrl: '/api/media/voice-1.webm' }),
      saved: null,
    });
    await openEditor();
    const discover = screen.getByRole('region', { name: 'Discover Designs' });
    await userEvent.click(within(discover).getByRole('tab', { name: 'Surprise Me' }));
    // The panel is fetched when its tab first opens.
    await userEvent.click(await within(discover).findByRole('button', { name: 'Surprise Me' }));
    await userEvent.click(await within(discover).findByRole('button', { name: 'Use this design' }));
    expect(titleField()).toHaveValue('For Ana');
    expect(screen.getByLabelText('Message inside the card (back)')).toHaveValue(
      'Have a wonderful day.',
    );
    await saveAndShare();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(sent.find((request) => request.url === '/api/cards')?.body).toMatchObject({
      title: 'For Ana',
      audioUrl: '/api/media/voice-1.webm',
      backgroundColor: '#fde68a',
      frameId: 'golden-borders',
      elements: SURPRISE.elements,
    });
  });
});

describe('card editor: which card a draft belongs to', () => {
  it('keeps the visitor’s own draft and card apart from a friend’s card opened by edit link', async () => {
    // An edit link turns collaboration on, and no server is here.
    stubIdleSockets();
    ownDraft({ title: 'My own card' });
    serverCards.set(FRIEND_ID, serverCard(FRIEND_ID, { title: 'Friend card' }, { isOwner: false }));
    const friend = await openEditor(`/editor?card=${FRIEND_ID}&edit=edit-token-1`);
    expect(await screen.findByDisplayValue('Friend card')).toBe(titleField());
    fireEvent.change(titleField(), { target: { value: 'Friend card, edited' } });
    friend.unmount();

    serverCards.set(OWN_ID, serverCard(OWN_ID, {}));
    await openEditor('/editor');
    expect(titleField()).toHaveValue('My own card');
    await saveAndShare();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    const saves = sent.filter(
      (request) => request.method !== 'GET' && request.url !== '/api/cards/share-link',
    );
    // Saved to the visitor's own card (by autosave, Save and Share or both), never the friend's.
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) {
      expect(save).toEqual({
        method: 'PUT',
        url: expect.stringMatching(new RegExp(`^/api/cards/${OWN_ID}\\?baseVersion=\\d+$`)),
        body: expect.objectContaining({ title: 'My own card' }),
      });
    }
  });

  it('keeps unsaved edits of an opened card across a reload', async () => {
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }, { version: 3 }));
    const first = await openEditor(`/editor?card=${OWN_ID}`);
    await screen.findByDisplayValue('Saved title');
    fireEvent.change(titleField(), { target: { value: 'Edited here' } });
    first.unmount();

    await openEditor(`/editor?card=${OWN_ID}`);
    expect(await screen.findByDisplayValue('Edited here')).toBe(titleField());
    expect(readDraft(MAIN_DRAFT_KEY)).toBeNull();
    // Then autosave makes them the card's next version.
    expect(await screen.findByText('Saved', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(serverCards.get(OWN_ID)).toMatchObject({ title: 'Edited here', version: 4 });
  });

  it('autosaves an opened card within two seconds of an edit, as its next version', async () => {
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }, { version: 3 }));
    await openEditor(`/editor?card=${OWN_ID}`);
    await screen.findByDisplayValue('Saved title');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.change(titleField(), { target: { value: 'Typed here' } });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await screen.findByText('Saved', {}, { timeout: 4000 });
    expect(serverCards.get(OWN_ID)).toMatchObject({ title: 'Typed here', version: 4 });
    expect(sent.filter(({ method }) => method === 'PUT').map(({ url }) => url)).toEqual([
      `/api/cards/${OWN_ID}?baseVersion=3`,
    ]);
  });

  it('saves one after another: Save and Share during an autosave builds on its version', async () => {
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }, { version: 3 }));
    let release = () => {};
    putGate = new Promise((resolve) => {
      release = resolve;
    });
    await openEditor(`/editor?card=${OWN_ID}`);
    await screen.findByDisplayValue('Saved title');
    fireEvent.change(titleField(), { target: { value: 'Autosaving' } });
    await waitFor(() => expect(sent.some(({ method }) => method === 'PUT')).toBe(true), {
      timeout: 4000,
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Save and Share' })[0]!);
    release();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'PUT').map(({ url }) => url)).toEqual([
      `/api/cards/${OWN_ID}?baseVersion=3`,
      `/api/cards/${OWN_ID}?baseVersion=4`,
    ]);
  });

  it('asks which version to keep when the card was saved elsewhere, and keeps the choice', async () => {
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }, { version: 3 }));
    await openEditor(`/editor?card=${OWN_ID}`);
    await screen.findByDisplayValue('Saved title');
    // Another tab saves first.
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Other tab' }, { version: 4 }));
    fireEvent.change(titleField(), { target: { value: 'This tab' } });
    const ask = await screen.findByRole(
      'alertdialog',
      { name: 'This card changed somewhere else' },
      { timeout: 4000 },
    );
    expect(serverCards.get(OWN_ID)?.title).toBe('Other tab');
    expect(screen.getByText('Changed elsewhere')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(serverCards.get(OWN_ID)).toMatchObject({ title: 'This tab' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    serverCards.set(OWN_ID, { ...serverCards.get(OWN_ID)!, title: 'Third tab', version: 9 });
    fireEvent.change(titleField(), { target: { value: 'Mine again' } });
    const again = await screen.findByRole(
      'alertdialog',
      { name: 'This card changed somewhere else' },
      { timeout: 4000 },
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Open the other version' }));
    expect(await screen.findByDisplayValue('Third tab')).toBe(titleField());
    expect(serverCards.get(OWN_ID)?.title).toBe('Third tab');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('shows the server copy when it changed after the local edits, and says so', async () => {
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }, { version: 3 }));
    const first = await openEditor(`/editor?card=${OWN_ID}`);
    await screen.findByDisplayValue('Saved title');
    fireEvent.change(titleField(), { target: { value: 'Edited here' } });
    first.unmount();
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved elsewhere' }, { version: 4 }));

    await openEditor(`/editor?card=${OWN_ID}`);
    expect(await screen.findByDisplayValue('Saved elsewhere')).toBe(titleField());
    expect(await screen.findByText('Card changed elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says a card that does not exist was not found, instead of editing another draft', async () => {
    ownDraft({ title: 'My own card' });
    await openEditor(`/editor?card=${FRIEND_ID}`);
    expect(await screen.findByRole('heading', { name: 'Card not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card title')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
      'href',
      '/editor',
    );
    expect(readDraft(MAIN_DRAFT_KEY)?.card.title).toBe('My own card');
  });

  it('explains a card that could not be loaded and tries again', async () => {
    const fetchCard = vi.mocked(fetch);
    const answer = fetchCard.getMockImplementation()!;
    let failures = 1;
    fetchCard.mockImplementation(async (url, init) => {
      if (url === `/api/cards/${OWN_ID}` && failures-- > 0) throw new TypeError('Failed to fetch');
      return answer(url, init);
    });
    serverCards.set(OWN_ID, serverCard(OWN_ID, { title: 'Saved title' }));
    await openEditor(`/editor?card=${OWN_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Could not open this card' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByDisplayValue('Saved title')).toBe(titleField());
  });

  it('saves someone else’s card as the visitor’s own copy and follows it in the URL', async () => {
    createdOnSave();
    serverCards.set(FRIEND_ID, serverCard(FRIEND_ID, { title: 'Friend card' }, { isOwner: false }));
    const { router } = await openEditor(`/editor?card=${FRIEND_ID}`);
    await screen.findByDisplayValue('Friend card');
    expect(screen.getByText(/This card belongs to someone else/)).toBeInTheDocument();
    fireEvent.change(titleField(), { target: { value: 'My version' } });
    await saveAndShare();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    // The server makes the copy: the save names the card it copies, and never tries theirs.
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST /api/cards/${FRIEND_ID}/copy`,
      'POST /api/cards/share-link',
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(`?card=${CREATED_ID}`));
    // The same editor carries on: the dialog is still open over the edited card.
    expect(screen.getByRole('dialog', { name: 'Your card is saved' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('My version');
    expect(localStorage.getItem(cardDraftKey(FRIEND_ID))).toBeNull();
  });
});

describe('card editor: starting a new card', () => {
  it('asks before New card throws unsaved changes away, then starts from the defaults', async () => {
    createdOnSave();
    // Never saved, so nothing autosaves it: its changes live only in this browser.
    ownDraft({ title: 'Draft title' }, { cardId: null });
    await openEditor('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'New card' }));
    const ask = screen.getByRole('alertdialog', { name: 'Start a new card?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(titleField()).toHaveValue('Draft title');

    await userEvent.click(screen.getByRole('button', { name: 'New card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start new card' }));
    await waitFor(() => expect(titleField()).toHaveValue('My Greeting Card'));
    expect(screen.getByRole('heading', { level: 1, name: 'Card editor' })).toHaveFocus();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await saveAndShare();
    await screen.findByRole('dialog', { name: 'Your card is saved' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/cards' });
  });

  it('starts a new card at once when nothing is unsaved', async () => {
    ownDraft({ title: 'Saved card' }, { clean: true });
    await openEditor('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'New card' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(titleField()).toHaveValue('My Greeting Card'));
    expect(readDraft(MAIN_DRAFT_KEY)?.cardId).toBeNull();
  });

  it('starts a fresh card in the category of an occasion tile instead of reusing the saved one', async () => {
    ownDraft({ title: 'Saved card', category: 'birthday' }, { clean: true });
    const { router } = await openEditor('/editor?category=wedding');
    expect(screen.getByLabelText('Occasion')).toHaveValue('wedding');
    expect(titleField()).toHaveValue('My Greeting Card');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(readDraft(MAIN_DRAFT_KEY)?.cardId).toBeNull();
  });

  it('asks before an occasion tile replaces unsaved changes', async () => {
    ownDraft({ title: 'Draft title', category: 'birthday' });
    renderRoute('/editor?category=wedding');
    const ask = await screen.findByRole('alertdialog', { name: 'Start a new Wedding card?' });
    expect(titleField()).toHaveValue('Draft title');
    await userEvent.click(within(ask).getByRole('button', { name: 'Start new card' }));
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toHaveValue('wedding'));
    expect(titleField()).toHaveValue('My Greeting Card');
  });
});
