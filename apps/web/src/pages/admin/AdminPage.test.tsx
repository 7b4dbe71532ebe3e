import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const SESSION_ID = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const now = new Date().toISOString();
const session = {
  id: SESSION_ID,
  cardId: 'card-team-0001',
  cardTitle: 'Team birthday',
  createdAt: now,
  lastActive: now,
  collaboratorCount: 2,
  status: 'active',
  peakCollaborators: 2,
};

let signedIn: boolean;
/** Whether the server asks for an authenticator code (ADMIN_TOTP_SECRET), and the one it takes. */
let codeRequired: boolean;
const RIGHT_CODE = '123456';
let hiddenCard: boolean;
const adminCard = {
  id: 'card-reported-01',
  title: 'Spammy card',
  category: 'birthday',
  isPublic: true,
  hidden: false,
  createdAt: now,
  openReports: 1,
};
let status: 'active' | 'locked' | 'inactive';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signedIn = false;
  codeRequired = false;
  hiddenCard = false;
  status = 'active';
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/login') {
      const { password, code } = JSON.parse(String(init?.body)) as {
        password: string;
        code?: string;
      };
      if (codeRequired && code === undefined) {
        return json(
          { code: 'unauthorized', message: 'Enter the 6-digit code from your authenticator app.' },
          401,
        );
      }
      if (password !== 'right password' || (codeRequired && code !== RIGHT_CODE))
        return json({ code: 'unauthorized', message: 'Access Denied' }, 401);
      signedIn = true;
      return json({ signedIn: true, expiresAt: now });
    }
    if (url === '/api/admin/session')
      return json(signedIn ? { signedIn: true, expiresAt: now } : { signedIn: false });
    if (!signedIn)
      return json({ code: 'unauthorized', message: 'Please sign in to the admin area.' }, 401);
    if (url === '/api/admin/dashboard') {
      return json({
        counters: {
          visitors: 12,
          accounts: 4,
          cards: 30,
          orders: null,
          revenueCents: null,
          liveCollaborationSessions: 1,
        },
        recentOrders: [],
        notices: ['Orders and revenue are missing: the print service did not answer.'],
      });
    }
    if (url.startsWith('/api/admin/collab/sessions?') || url === '/api/admin/collab/sessions')
      return json({ sessions: [session] });
    if (url === `/api/admin/collab/sessions/${SESSION_ID}`)
      return json({ session: { ...session, status }, collaborators: [] });
    if (url === `/api/admin/collab/sessions/${SESSION_ID}/lock` && method === 'POST') {
      status = 'locked';
      return json({ ...session, status });
    }
    if (url === '/api/admin/card-reports') {
      return json({
        reports: [
          {
            id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
            cardId: 'card-reported-01',
            cardTitle: 'Spammy card',
            reason: 'Links to a casino',
            createdAt: now,
          },
        ],
      });
    }
    if (url.startsWith('/api/admin/cards')) {
      if (url === '/api/admin/cards/card-reported-01/hide' && method === 'POST') {
        hiddenCard = true;
        return json({ ...adminCard, hidden: true });
      }
      return json({ cards: [{ ...adminCard, hidden: hiddenCard }], nextCursor: null });
    }
    if (url === '/api/admin/logout') {
      signedIn = false;
      return json({ success: true });
    }
    return json({ code: 'not_found', message: `unexpected ${method} ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin', () => {
  it("shows the gate, says 'Access Denied' to a wrong password and opens the console on the right one", async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    const gate = await screen.findByRole('form', { name: 'Admin sign-in' });
    const password = within(gate).getByLabelText('Password');
    expect(screen.queryByText(/demo/i)).toBeNull();
    await user.type(password, 'wrong');
    await user.click(within(gate).getByRole('button', { name: 'Sign In' }));
    expect(await within(gate).findByRole('alert')).toHaveTextContent('Access Denied');

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(gate).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByText('Visitors / accounts')).toBeVisible();
    expect(screen.getByText('12 / 4')).toBeVisible();
    expect(screen.getByText('30')).toBeVisible();
    expect(screen.getAllByLabelText('not available')).toHaveLength(2);
    expect(screen.getByText(/the print service did not answer/)).toBeVisible();
  });

  it('asks for the authenticator code when the server’s second factor is on', async () => {
    codeRequired = true;
    const user = userEvent.setup();
    renderRoute('/admin');
    const gate = await screen.findByRole('form', { name: 'Admin sign-in' });
    expect(within(gate).queryByLabelText('Authenticator code')).toBeNull();
    await user.type(within(gate).getByLabelText('Password'), 'right password');
    await user.click(within(gate).getByRole('button', { name: 'Sign In' }));

    const code = await within(gate).findByLabelText('Authenticator code');
    expect(within(gate).queryByRole('alert')).toBeNull();
    await user.type(code, '000000');
    await user.click(within(gate).getByRole('button', { name: 'Sign In' }));
    expect(await within(gate).findByRole('alert')).toHaveTextContent('Access Denied');
    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(within(gate).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('locks a live session from the collaboration section, and says when an action failed', async () => {
    signedIn = true;
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Collaboration' }));
    await user.click(
      await screen.findByRole('button', { name: 'Open the session of Team birthday' }),
    );
    const panel = await screen.findByRole('region', { name: 'Session of Team birthday' });
    await user.click(within(panel).getByRole('button', { name: 'Lock' }));
    expect(await within(panel).findByRole('button', { name: 'Unlock' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/collab/sessions/${SESSION_ID}/lock`,
      expect.objectContaining({ method: 'POST' }),
    );

    // The stand-in has no unlock route: it answers 404, as a session ended meanwhile would.
    await user.click(within(panel).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
  });

  it('shows recipients’ reports and hides a card from its public page', async () => {
    signedIn = true;
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Cards' }));
    expect(await screen.findByText('Links to a casino')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Hide Spammy card' }));
    expect(await screen.findByRole('button', { name: 'Show Spammy card' })).toBeVisible();
  });

  it('goes back to the gate when the session ends elsewhere', async () => {
    signedIn = true;
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    signedIn = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Collaboration' }));
    expect(await screen.findByRole('form', { name: 'Admin sign-in' })).toBeVisible();
  });

  it('goes back to the gate after signing out', async () => {
    signedIn = true;
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
  });
});
