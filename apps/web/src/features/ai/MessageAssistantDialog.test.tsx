import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster.js';
import { MessageAssistantDialog } from './MessageAssistantDialog.js';
import { mockFetch } from './test-helpers.js';

function Harness() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open assistant
      </button>
      <output aria-label="Card message">{message}</output>
      <MessageAssistantDialog open={open} onOpenChange={setOpen} onSelect={setMessage} />
      <Toaster />
    </>
  );
}

const written = (message: string, provider = 'offline') => ({
  body: { success: true, message, provider },
});

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open assistant' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Occasion/), 'birthday');
  await user.selectOptions(screen.getByLabelText(/Relationship/), 'friend');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MessageAssistantDialog', () => {
  it('asks for the occasion, then for the relationship, before calling the service', async () => {
    const { fn } = mockFetch();
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please select an occasion.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/Occasion/), 'birthday');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(
      await screen.findByText('Please select your relationship to the recipient.'),
    ).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('asks three times at once, with credentials, and offers each answer', async () => {
    const { calls } = mockFetch(written('One'), written('Two'), written('Three'));
    // jsdom lays nothing out; the dialog asks for the options to be brought into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = await openDialog();
    expect(screen.getByLabelText('Tone')).toHaveValue('heartfelt');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Details (optional)'), 'Loves hiking');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));

    expect(await screen.findByText('Messages Generated')).toBeInTheDocument();
    expect(screen.getByText('3 message options created.')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.url).toBe('/api/ai/generate-message');
      expect(call.credentials).toBe('include');
      expect(call.body).toEqual({
        occasion: 'birthday',
        relationship: 'friend',
        tone: 'heartfelt',
        details: 'Loves hiking',
      });
    }
    expect(screen.getAllByRole('button', { name: 'Use This Message' })).toHaveLength(3);
    expect(screen.getAllByText('Written by Cardsmith’s built-in writer (offline)')).toHaveLength(3);
    // Once, when the first arrived: the options, not the form, are where the eye goes.
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Choose a message' })]);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('counts only the answers that succeeded, and says so when none did', async () => {
    mockFetch(
      written('Only one'),
      { status: 503, body: { code: 'unavailable', message: 'Down' } },
      new TypeError('Failed to fetch'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('1 message options created.')).toBeInTheDocument();

    mockFetch(
      { status: 500, body: { code: 'internal', message: 'x' } },
      { status: 500, body: { code: 'internal', message: 'x' } },
      { status: 500, body: { code: 'internal', message: 'x' } },
    );
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate messages. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use This Message' })).not.toBeInTheDocument();
  });

  it('sends the three requests together and shows each option as soon as it arrives', async () => {
    const pending: ((body: unknown) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            pending.push((body) => resolve(new Response(JSON.stringify(body), { status: 200 })));
          }),
      ),
    );
    const { user, dialog } = await openDialog();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));

    // All three are in flight before any has been answered.
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(status).toHaveTextContent('Writing 3 message options…');
    pending[1]!(written('Second').body);
    expect(await screen.findByRole('button', { name: 'Second' })).toBeInTheDocument();
    expect(status).toHaveTextContent('1 of 3 message options ready…');
    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();

    pending[0]!(written('First').body);
    pending[2]!(written('Third').body);
    expect(await screen.findByText('3 message options created.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Use This Message' })).toHaveLength(3);
    // The same live region, still mounted, now quiet.
    expect(within(dialog).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('');
  });

  it.each([
    ['rate limit', 'You have generated a lot in a short time. Please wait a minute and try again.'],
    [
      'monthly quota',
      'You have used all AI-generated messages included in the free plan this month. Upgrade to Pro for unlimited AI.',
    ],
  ])('shows the service’s %s sentence when every call was refused', async (_, sentence) => {
    const refused = {
      status: 429,
      body: { code: 'rate_limited', message: sentence, success: false },
    };
    mockFetch(refused, refused, refused);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Could not generate messages. Please try again.')).toBeNull();
  });

  it('hands the chosen option to the caller, confirms and closes', async () => {
    mockFetch(written('First'), written('Second', 'openai'), written('Third'));
    const { user } = await openDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await screen.findByText('Messages Generated');
    await user.click(screen.getAllByRole('button', { name: 'Use This Message' })[1]!);

    expect(screen.getByLabelText('Card message')).toHaveTextContent('Second');
    expect(screen.getByText('Message Selected')).toBeInTheDocument();
    expect(screen.getByText('AI-generated message added to your card.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('chooses an option by clicking its text', async () => {
    mockFetch(written('First'), written('Second'), written('Third'));
    const { user } = await openDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await user.click(await screen.findByRole('button', { name: 'Third' }));
    expect(screen.getByLabelText('Card message')).toHaveTextContent('Third');
  });

  it('offers three canned messages for each of the four quick-template groups', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('tab', { name: 'Quick Templates' }));
    for (const group of ['Birthday', 'Thank You', 'Congratulations', 'Sympathy']) {
      const section = screen.getByRole('region', { name: group });
      expect(within(section).getAllByRole('button')).toHaveLength(3);
    }
    const sympathy = within(screen.getByRole('region', { name: 'Sympathy' }));
    const first = sympathy.getAllByRole('button')[0]!;
    const text = first.textContent;
    await user.click(first);
    expect(screen.getByLabelText('Card message')).toHaveTextContent(text!);
    // A canned message is not AI-generated: the confirmation does not say it is.
    expect(screen.getByText('Message Selected')).toBeInTheDocument();
    expect(screen.getByText('Message added to your card.')).toBeInTheDocument();
  });

  it('forgets every field and the options when closed', async () => {
    mockFetch(written('First'), written('Second'), written('Third'));
    const { user } = await openDialog();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Tone'), 'funny');
    await user.type(screen.getByLabelText('Details (optional)'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await screen.findAllByRole('button', { name: 'Use This Message' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(/Occasion/)).toHaveValue('');
    expect(screen.getByLabelText(/Relationship/)).toHaveValue('');
    expect(screen.getByLabelText('Tone')).toHaveValue('heartfelt');
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Use This Message' })).not.toBeInTheDocument();
  });
});
