import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.js';

const now = new Date().toISOString();
const CARD = {
  id: 'card-collab-0001',
  title: 'Grandma turns 90',
  category: 'birthday',
  templateId: null,
  frameId: null,
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: 'Happy birthday!',
  elements: [],
  userId: null,
  isOwner: true,
  createdAt: now,
  updatedAt: now,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const sockets: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sockets.length = 0;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/cards' && !init?.method) return json({ cards: [CARD] });
    if (url === '/api/cards/share-link') {
      return json({
        shareUrl: `http://localhost/cards/${CARD.id}`,
        editUrl: `http://localhost/editor?card=${CARD.id}&edit=tok`,
      });
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'WebSocket',
    class {
      static readonly OPEN = 1;
      readyState = 0;
      constructor(url: string) {
        sockets.push(url);
      }
      close() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage() {
  renderRoute('/collaboration');
  await screen.findByRole('combobox', { name: 'Card' }, { timeout: 10_000 });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Collaborators' })).getAllByRole('listitem');

describe('collaboration page', () => {
  it('lists the owner first as You and joins the card’s live session', async () => {
    await openPage();
    expect(screen.getByRole('combobox', { name: 'Card' })).toHaveValue(CARD.id);
    const [first] = rows();
    expect(first).toHaveTextContent('You');
    expect(first).toHaveTextContent('owner');
    expect(sockets).toEqual([`ws://${window.location.host}/ws`]);
    expect(
      screen.getByText(/a share link lets anyone who has it view and edit the card/i),
    ).toBeInTheDocument();
  });

  it('keeps Invite disabled for a blank email and adds an invitee as an offline editor', async () => {
    await openPage();
    const invite = screen.getByRole('button', { name: 'Invite' });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(invite).toBeDisabled();
    await userEvent.type(email, '   ');
    expect(invite).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, '  ada@example.com ');
    await userEvent.click(invite);
    const list = rows();
    expect(list).toHaveLength(2);
    expect(list[1]).toHaveTextContent('ada@example.com');
    expect(list[1]).toHaveTextContent('editor');
    expect(list[1]).toHaveTextContent('offline');
    expect(list[1]).toHaveTextContent('Pending — email sending arrives with scheduled delivery');
    expect(email).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(`cardsmith:collab:invitees:${CARD.id}`)!)).toEqual([
      expect.objectContaining({ email: 'ada@example.com' }),
    ]);
  });

  it('generates a real edit link and confirms the copy for 2 s', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Share Link' }));
    const field = await screen.findByRole('textbox', { name: 'Edit link' });
    expect(field).toHaveValue(`http://localhost/editor?card=${CARD.id}&edit=tok`);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/share-link',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ cardId: CARD.id, kind: 'edit' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
