import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const now = new Date().toISOString();
const TEMPLATE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
let templates: Record<string, unknown>[];
let uploaded: FormData | null;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  uploaded = null;
  templates = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/session') return json({ signedIn: true, expiresAt: now });
    if (url === '/api/admin/dashboard') {
      return json({
        counters: {
          visitors: 0,
          accounts: 0,
          cards: 0,
          orders: 0,
          revenueCents: 0,
          liveCollaborationSessions: 0,
        },
        recentOrders: [],
        notices: [],
      });
    }
    if (url === '/api/admin/templates' && method === 'GET') return json({ templates });
    if (url === '/api/admin/templates' && method === 'POST') {
      uploaded = init!.body as FormData;
      const files = uploaded.getAll('files');
      templates = files.map((_, index) => ({
        id: index === 0 ? TEMPLATE_ID : crypto.randomUUID(),
        name: `${String(uploaded!.get('name'))} ${index + 1}`,
        category: uploaded!.get('category'),
        type: 'image',
        description: '',
        tags: ['party', 'fun'],
        duration: null,
        fileUrl: `/api/media/blob${index}-0123456789`,
        contentType: 'image/png',
        isActive: true,
        createdAt: now,
      }));
      return json({ templates }, 201);
    }
    if (url === `/api/admin/templates/${TEMPLATE_ID}/active` && method === 'POST') {
      const { active } = JSON.parse(String(init?.body)) as { active: boolean };
      templates[0] = { ...templates[0], isActive: active };
      return json(templates[0]);
    }
    return json({ code: 'not_found', message: `unexpected ${method} ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('/admin templates', () => {
  it("says 'No files selected' and 'Missing information' before sending anything", async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Templates' }));
    const form = await screen.findByRole('form', { name: 'Upload templates' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('No files selected');
    await user.upload(within(form).getByLabelText(/Image or video files/), png('a.png'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Missing information');
    expect(uploaded).toBeNull();
  });

  it('uploads several files with their fields and toggles a template off', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Templates' }));
    expect(await screen.findByText(/No uploaded templates yet/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Upload templates' });
    await user.type(within(form).getByLabelText('Name'), 'Confetti');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Birthday');
    await user.type(within(form).getByLabelText(/Tags/), 'party, fun');
    await user.upload(within(form).getByLabelText(/Image or video files/), [
      png('a.png'),
      png('b.png'),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Confetti 1')).toBeVisible();
    expect(uploaded!.get('tags')).toBe('party, fun');
    expect(uploaded!.getAll('files')).toHaveLength(2);

    const toggle = screen.getByRole('switch', { name: 'Confetti 1 active' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(
      await screen.findByRole('switch', { name: 'Confetti 1 active', checked: false }),
    ).toBeVisible();
  });
});
