import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES, type CardPeople, type GroupOverview } from '@cardsmith/contracts';
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
const GROUP_URL = `/api/cards/${CARD.id}/group`;
const INVITEES_URL = `/api/collab/cards/${CARD.id}/invitees`;

const invite = (email: string, status: GroupOverview['invites'][number]['status']) => ({
  id: `invite-${email}`,
  email,
  status,
  sentAt: status === 'scheduled' ? null : now,
  scheduledFor: status === 'scheduled' ? '2026-10-26T09:00:00.000Z' : null,
  scheduledTimezone: status === 'scheduled' ? 'Europe/London' : null,
  openedAt: null,
  signedAt: status === 'signed' ? now : null,
  lastRemindedAt: null,
  signUrl: `http://localhost/sign/${'t'.repeat(43)}`,
});

const failure = (status: number, message: string) =>
  json({ code: status === 404 ? 'not_found' : 'internal', message }, status);

type Handler = (url: string, init?: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
let people: CardPeople;
let override: Handler;
let sockets: IdleSocket[];
let group: GroupOverview;

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
  group = {
    cardId: CARD.id,
    deliverAt: null,
    timezone: null,
    open: true,
    invites: [],
    signatures: [],
    summary: { invited: 0, signed: 0 },
    remindable: 0,
    thanked: false,
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = override(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    if (url === '/api/cards' && method === 'GET') return json({ cards: [CARD] });
    if (url === PEOPLE_URL) return json(people);
    if (url === INVITEES_URL && method === 'POST') {
      const { email } = JSON.parse(String(init!.body)) as { email: string };
      const invitee = {
        id: '6f1c1f0e-0000-4000-8000-000000000001',
        cardId: CARD.id,
        email,
        role: 'editor' as const,
        status: 'pending' as const,
        invitedAt: now,
      };
      people = { ...people, invitees: [...people.invitees, invitee] };
      return json(invitee, 201);
    }
    if (url.startsWith(`${INVITEES_URL}/`) && method === 'DELETE') {
      people = { ...people, invitees: [] };
      return json({ success: true });
    }
    if (url === GROUP_URL) return json(group);
    if (url === `${GROUP_URL}/invites` && method === 'POST') {
      const { emails, sendAt } = JSON.parse(String(init!.body)) as {
        emails: string[];
        sendAt?: object;
      };
      const status = sendAt ? 'scheduled' : 'sent';
      const invites = [...group.invites, ...emails.map((email) => invite(email, status))];
      group = {
        ...group,
        invites,
        summary: { invited: invites.length, signed: 0 },
        remindable: invites.length,
      };
      return json(group, 201);
    }
    if (url === `${GROUP_URL}/reminders` && method === 'POST') {
      const reminded = group.remindable;
      group = { ...group, remindable: 0 };
      return json({ ...group, reminded });
    }
    if (url === `/api/cards/${CARD.id}/signatures`) return json({ signatures: [] });
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
    expect(screen.getByText(/whoever has it edits the card with you, live/i)).toBeInTheDocument();
    expect(screen.queryByText(/pending/i)).not.toBeInTheDocument();
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

  it('invites signers by email, shows each one sent, and reminds those who have not signed', async () => {
    const user = userEvent.setup();
    await openPage();
    const emails = await screen.findByRole('textbox', { name: 'Email addresses' });
    await user.type(emails, 'ann@example.com, not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GROUP_MESSAGES.notAnEmail);
    expect(calls(`${GROUP_URL}/invites`, 'POST')).toHaveLength(0);
    await user.clear(emails);
    await user.type(emails, 'ann@example.com\nbo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const invited = await screen.findByRole('list', { name: 'Invited signers' });
    expect(
      within(invited)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('ann@example.comInvitation sent'),
      expect.stringContaining('bo@example.comInvitation sent'),
    ]);
    expect(screen.getByText('Signers: 0 of 2 have signed')).toBeInTheDocument();
    expect(calls(`${GROUP_URL}/invites`, 'POST')[0]![1]).toMatchObject({
      body: JSON.stringify({ emails: ['ann@example.com', 'bo@example.com'] }),
    });

    const remind = screen.getByRole('button', { name: 'Remind the ones who have not signed' });
    await user.click(remind);
    await waitFor(() => expect(remind).toBeDisabled());
    expect(calls(`${GROUP_URL}/reminders`, 'POST')).toHaveLength(1);
  });

  it('schedules the invitations at a date and time in the organiser’s own zone', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email addresses' }),
      'eve@example.com',
    );
    await user.click(screen.getByRole('radio', { name: 'Send at a time I choose' }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`In your time zone, ${zone}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule invitations' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the date the invitations go out.');
    await user.type(screen.getByLabelText('Date'), '2026-10-26');
    await user.click(screen.getByRole('button', { name: 'Schedule invitations' }));
    const invited = await screen.findByRole('list', { name: 'Invited signers' });
    expect(within(invited).getByRole('listitem')).toHaveTextContent(
      'eve@example.comScheduledGoes out 26 Oct 2026, 09:00 (Europe/London time)',
    );
    expect(calls(`${GROUP_URL}/invites`, 'POST')[0]![1]).toMatchObject({
      body: JSON.stringify({
        emails: ['eve@example.com'],
        sendAt: { date: '2026-10-26', time: '09:00', timezone: zone },
      }),
    });
  });

  it('invites an editor by email (collab emails the edit link) and removes the invitation', async () => {
    const user = userEvent.setup();
    await openPage();
    const form = screen.getByRole('form', { name: 'Invite someone to edit with you' });
    const address = within(form).getByLabelText('Editor’s email address');
    await user.type(address, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That is not an email address.');
    await user.clear(address);
    await user.type(address, 'dan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const invited = await screen.findByRole('list', { name: 'Invited editors' });
    expect(within(invited).getByRole('listitem')).toHaveTextContent(
      'dan@example.comEdit link emailed',
    );
    expect(calls(INVITEES_URL, 'POST')[0]![1]).toMatchObject({
      body: JSON.stringify({ email: 'dan@example.com' }),
    });
    expect(
      screen.getByText(/Removing someone here does not change the edit link/),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Remove dan@example.com from the invited editors' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Invited editors' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the addresses and says why when the invitations are refused', async () => {
    const user = userEvent.setup();
    override = (url, init) =>
      url === `${GROUP_URL}/invites` && init?.method === 'POST'
        ? json({ code: 'conflict', message: GROUP_MESSAGES.tooManyInvites }, 409)
        : undefined;
    await openPage();
    const emails = await screen.findByRole('textbox', { name: 'Email addresses' });
    await user.type(emails, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(GROUP_MESSAGES.tooManyInvites)).toBeInTheDocument();
    expect(emails).toHaveValue('ada@example.com');
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
