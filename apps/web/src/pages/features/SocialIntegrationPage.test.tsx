import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialShare } from '@cardsmith/contracts';
import { localDateInputValue } from '../../lib/local-date.js';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';

const now = new Date().toISOString();
const card = (id: string, title: string) => ({
  id,
  title,
  category: 'birthday',
  templateId: null,
  frameId: null,
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  elements: [],
  userId: null,
  isOwner: true,
  version: 1,
  createdAt: now,
  updatedAt: now,
});
const CARDS = [
  card('card-social-000001', 'Grandma turns 90'),
  card('card-social-000002', 'Thanks, team'),
];
const LATER = '2031-05-04T09:00:00.000Z';

let shares: SocialShare[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  shares = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/cards' && !init?.method) return json({ cards: CARDS });
    if (url === '/api/social/shares') return json({ shares });
    const platform = /^\/api\/social\/share\/(\w+)$/.exec(url)?.[1];
    if (platform) {
      const body = JSON.parse(String(init?.body)) as { cardId: string; message: string };
      if (body.message.trim() === '') {
        return json({ code: 'bad_request', message: 'Please write a message to share.' }, 400);
      }
      const share: SocialShare = {
        id: `share-${shares.length + 1}`,
        cardId: body.cardId,
        cardTitle: CARDS.find((c) => c.id === body.cardId)!.title,
        platform: platform as SocialShare['platform'],
        message: body.message,
        status: 'pending',
        scheduledFor: LATER,
        createdAt: now,
      };
      shares = [share, ...shares];
      return json({
        success: true,
        share,
        shareUrl: `http://localhost/cards/${body.cardId}`,
        intentUrl: null,
        downloadUrl: null,
      });
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  const view = renderRoute('/social-integration');
  await screen.findByRole('combobox', { name: 'Card' });
  return view;
}

describe('social integration page', () => {
  it('shares the chosen card and lists the scheduled share as pending', async () => {
    await openPage();
    expect(await screen.findByText('You have not shared a card yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Card' }), 'Thanks, team');
    const form = screen.getByRole('form', { name: 'Share on social media' });
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Check out this greeting card I created: Thanks, team',
    );
    for (const name of ['Facebook', 'Twitter', 'Instagram']) {
      expect(
        within(form)
          .getByRole('radio', { name: new RegExp(`^${name}`) })
          .closest('label'),
      ).toHaveTextContent('Auth Required');
    }
    await userEvent.click(within(form).getByRole('radio', { name: /^WhatsApp/ }));
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const date = localDateInputValue(tomorrow);
    await userEvent.type(within(form).getByLabelText('Date'), date);
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule share' }));

    const list = screen.getByRole('complementary', { name: 'Your shares' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Thanks, team · WhatsApp');
    expect(list).toHaveTextContent(`Pending · ${new Date(LATER).toLocaleString()}`);
    expect((await screen.findAllByText('Share scheduled'))[0]).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/social/share/whatsapp')!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      cardId: 'card-social-000002',
      scheduledDate: date,
    });
  });

  it('sends visitors without a saved card to the editor first', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/cards' ? json({ cards: [] }) : json({ shares: [] }),
    );
    renderRoute('/social-integration');
    expect(
      await screen.findByText('You have no saved cards yet. Make one, then come back to share it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a card' })).toHaveAttribute('href', '/editor');
  });
});
