import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITEE_MESSAGES, type CardPeople, type CollabInvitee } from '@cardsmith/contracts';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';
import { stubIdleSockets, type IdleSocket } from '../../test/sockets.js';

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
const PEOPLE_URL = `/api/collab/cards/${CARD.id}/people`;
const INVITEES_URL = `/api/collab/cards/${CARD.id}/invitees`;

const failure = (status: number, message: string) =>
  json({ code: status === 404 ? 'not_found' : 'internal', message }, status);

type Handler = (url: string, init?: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
let people: CardPeople;
let override: Handler;
let sockets: IdleSocket[];

beforeEach(() => {
  localStorage.clear();
  override = () => undefined;
  people = {
    role: 'owner',
    collaborators: [
      {
        id: 'c-bob',
        name: 'Bob',
        role: 'editor',
        status: 'idle',
        joinedAt: now,
        lastActive: now,
        you: false,
      },
    ],
    invitees: [],
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = override(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    if (url === '/api/cards' && method === 'GET') return json({ cards: [CARD] });
    if (url === PEOPLE_URL) return json(people);
    if (url === INVITEES_URL && method === 'POST') {
      const { email } = JSON.parse(String(init!.body)) as { email: string };
      const invitee: CollabInvitee = {
        id: crypto.randomUUID(),
        cardId: CARD.id,
        email,
        role: 'editor',
        status: 'pending',
        invitedAt: now,
      };
      people = { ...people, invitees: [...people.invitees, invitee] };
      return json(invitee, 201);
    }
    if (url.startsWith(`${INVITEES_URL}/`) && method === 'DELETE') {
      const id = url.slice(INVITEES_URL.length + 1);
      people = { ...people, invitees: people.invitees.filter((i) => i.id !== id) };
      return json({ success: true });
    }
    if (url === '/api/cards/share-link') {
      return json({
        shareUrl: `http://localhost/cards/${CARD.id}`,
        editUrl: `http://localhost/editor?card=${CARD.id}&edit=tok`,
      });
    }
    return failure(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  sockets = stubIdleSockets();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage(path = '/collaboration') {
  renderRoute(path);
  await screen.findByRole('combobox', { name: 'Card' });
  await screen.findByRole('list', { name: 'Collaborators' });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Collaborators' })).getAllByRole('listitem');
const calls = (url: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('collaboration page', () => {
  it('lists You first with your role, then the live session’s people, without joining it', async () => {
    await openPage();
    expect(screen.getByRole('combobox', { name: 'Card' })).toHaveValue(CARD.id);
    const [you, bob] = rows();
    expect(you).toHaveTextContent('You');
    expect(you).toHaveTextContent('owner');
    expect(you).toHaveTextContent('offline');
    expect(bob).toHaveTextContent('Bob');
    expect(bob).toHaveTextContent('editor');
    expect(bob).toHaveTextContent('idle');
    expect(screen.getByText('Live session: 1 person on this card')).toBeInTheDocument();
    // Reading who is there is not joining: no socket, so nobody is told 'Collaborator Joined'.
    expect(sockets).toEqual([]);
    expect(
      screen.getByText(/a share link lets anyone who has it view and edit the card/i),
    ).toBeInTheDocument();
  });

  it('shows You as active while you are in the card’s live session elsewhere', async () => {
    people.collaborators.unshift({
      id: 'c-you',
      name: 'Ann',
      role: 'owner',
      status: 'active',
      joinedAt: now,
      lastActive: now,
      you: true,
    });
    await openPage();
    const list = rows();
    expect(list).toHaveLength(2);
    expect(list[0]).toHaveTextContent('You');
    expect(list[0]).toHaveTextContent('active');
  });

  it('refuses what is not an email address and invites an address as a pending offline editor kept by the server', async () => {
    const user = userEvent.setup();
    await openPage();
    const invite = screen.getByRole('button', { name: 'Invite' });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).not.toHaveAttribute('type', 'email');
    expect(invite).toBeDisabled();
    await user.type(email, '   ');
    expect(invite).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(invite);
    expect(screen.getByRole('alert')).toHaveTextContent(INVITEE_MESSAGES.notAnEmail);
    expect(email).toHaveAccessibleDescription(INVITEE_MESSAGES.notAnEmail);
    expect(calls(INVITEES_URL, 'POST')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, '  grandpa@home.example ');
    await user.click(invite);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const invited = rows()[2]!;
    expect(invited).toHaveTextContent('grandpa@home.example');
    expect(invited).toHaveTextContent('editor');
    expect(invited).toHaveTextContent('offline');
    expect(invited).toHaveTextContent('Pending — email sending arrives with scheduled delivery');
    expect(email).toHaveValue('');
    expect(calls(INVITEES_URL, 'POST')[0]![1]).toMatchObject({
      body: JSON.stringify({ email: 'grandpa@home.example' }),
    });
    expect(localStorage.length).toBe(0);

    const { id } = people.invitees[0]!;
    await user.click(screen.getByRole('button', { name: 'Remove grandpa@home.example' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls(`${INVITEES_URL}/${id}`, 'DELETE')).toHaveLength(1);
  });

  it('keeps the address and says why when the invitation is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    override = (url, init) =>
      url === INVITEES_URL && init?.method === 'POST'
        ? json({ code: 'conflict', message: 'A card can have at most 100 invitees.' }, 409)
        : undefined;
    await openPage();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('A card can have at most 100 invitees.')).toBeInTheDocument();
    expect(email).toHaveValue('ada@example.com');
  });

  it('says so when the card list fails to load and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    override = (url) => (url === '/api/cards' && failing ? failure(500, 'down') : undefined);
    renderRoute('/collaboration');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cards.');
    expect(screen.queryByText(/you have no saved cards yet/i)).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveValue(CARD.id);
  });

  it('says a ?card= that does not exist was not found, instead of an empty picker', async () => {
    renderRoute('/collaboration?card=card-gone-000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find that card. It may have been deleted.',
    );
    expect(screen.queryByRole('combobox', { name: 'Card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose one of your cards' })).toBeInTheDocument();
  });

  it('explains a failed collaborator list and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    override = (url) =>
      url === PEOPLE_URL && failing
        ? json(
            {
              code: 'service_unavailable',
              message: 'Collaboration is unavailable right now. Please try again.',
            },
            503,
          )
        : undefined;
    renderRoute('/collaboration');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Collaboration is unavailable right now. Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('generates the card’s edit link once and confirms the copy for 2 s', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Share Link' }));
    const field = await screen.findByRole('textbox', { name: 'Edit link' });
    await waitFor(() =>
      expect(field).toHaveValue(`http://localhost/editor?card=${CARD.id}&edit=tok`),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/share-link',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ cardId: CARD.id, kind: 'edit' }),
      }),
    );
    expect(screen.queryByRole('button', { name: /generate/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // 'Copied' stays 2 s; the margin is for a busy machine.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(),
    );
  });
});
