import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster.js';
import { ImageCreator } from './ImageCreator.js';
import { mockFetch } from './test-helpers.js';

/** `placed` stands in for the editor's answer: false when the card had no room for the picture. */
function Harness({ placed }: { placed?: boolean }) {
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open creator
      </button>
      <output aria-label="Card image">{image}</output>
      <ImageCreator
        open={open}
        onOpenChange={setOpen}
        onSelect={(url) => {
          if (placed === false) return false;
          setImage(url);
          return placed;
        }}
      />
      <Toaster />
    </>
  );
}

const painted = (imageUrl: string) => ({
  body: { success: true, imageUrl, provider: 'offline' },
});

async function openCreator(placed?: boolean) {
  const user = userEvent.setup();
  render(<Harness placed={placed} />);
  await user.click(screen.getByRole('button', { name: 'Open creator' }));
  await screen.findByRole('dialog');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageCreator', () => {
  it('needs a description that is not blank', async () => {
    const { fn } = mockFetch();
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a description of the image you want to generate.',
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends a realistic prompt as typed, and names any other style at its end', async () => {
    const { calls } = mockFetch(painted('/api/media/a'), painted('/api/media/b'));
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), 'A lake at dawn');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Image Generated')).toBeInTheDocument();
    expect(screen.getByText('Your AI image has been created successfully.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/ai/generate-image');
    expect(calls[0]!.body).toMatchObject({ prompt: 'A lake at dawn', style: 'realistic' });

    expect(screen.queryByRole('radio', { name: /Anime/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View more styles' }));
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    await user.click(screen.getByRole('radio', { name: /Anime/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ prompt: 'A lake at dawn, anime style', style: 'anime' });
  });

  it('asks again with a new seed on Try Again', async () => {
    const { calls } = mockFetch(painted('/api/media/a'), painted('/api/media/b'));
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), 'Balloons');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/b'));
    const [first, second] = calls.map((call) => call.body as { prompt: string; seed: number });
    expect(second!.prompt).toBe(first!.prompt);
    expect(Number.isInteger(second!.seed)).toBe(true);
    expect(second!.seed).not.toBe(first!.seed);
  });

  const failed = 'Could not generate image. Please try again.';
  const rateLimited =
    'You have generated a lot in a short time. Please wait a minute and try again.';
  it.each([
    [
      'the message field of an error answer',
      { status: 503, body: { message: 'Painting is unavailable.' } },
      'Painting is unavailable.',
      failed,
    ],
    [
      'the service’s rate limit sentence, in the toast too',
      { status: 429, body: { code: 'rate_limited', message: rateLimited, success: false } },
      rateLimited,
      rateLimited,
    ],
    [
      'Unknown error when an error answer has no message',
      { status: 502, body: {} },
      'Unknown error',
      failed,
    ],
    [
      'a missing image URL',
      { body: { success: true, provider: 'offline' } },
      'No image URL received from API',
      failed,
    ],
    [
      'a missing success flag',
      { body: { imageUrl: '/api/media/x' } },
      'No image URL received from API',
      failed,
    ],
    [
      'a network failure in words, not the browser’s',
      new TypeError('Failed to fetch'),
      'Could not reach the server. Check your connection and try again.',
      failed,
    ],
  ])('reports %s', async (_, answer, reason, toastText) => {
    mockFetch(answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), 'A cake');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
    const toastRegion = screen.getByRole('region', {
      name: /Notifications/,
      // The open overlay hides the rest of the page from assistive technology.
      hidden: true,
    });
    expect(within(toastRegion).getByText(toastText)).toBeInTheDocument();
  });

  it('describes the picture by the prompt that was sent, not by later edits', async () => {
    mockFetch(painted('/api/media/a'));
    const user = await openCreator();
    const box = screen.getByLabelText('Describe your image');
    await user.type(box, 'A lake at dawn');
    await user.click(screen.getByRole('radio', { name: /Watercolor/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await screen.findByRole('button', { name: 'Try Again' });
    await user.clear(box);
    await user.type(box, 'A city at night');
    expect(screen.getByRole('img')).toHaveAttribute(
      'alt',
      'Generated image: A lake at dawn, watercolor style',
    );
  });

  it('keeps the chosen style in view when the style list is folded', async () => {
    const user = await openCreator();
    await user.click(screen.getByRole('button', { name: 'View more styles' }));
    await user.click(screen.getByRole('radio', { name: /Anime/ }));
    await user.click(screen.getByRole('button', { name: 'Show fewer styles' }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /Anime/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'View more styles' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('stays open without claiming success when the card refuses the picture', async () => {
    mockFetch(painted('/api/media/pic'));
    const user = await openCreator(false);
    await user.type(screen.getByLabelText('Describe your image'), 'Flowers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Use This' }));
    expect(screen.queryByText('Image Selected')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/pic');
  });

  it('fills the prompt from an idea', async () => {
    const user = await openCreator();
    await user.click(screen.getByRole('tab', { name: 'Ideas' }));
    const ideas = within(screen.getByRole('tabpanel')).getAllByRole('button');
    expect(ideas).toHaveLength(10);
    await user.click(
      screen.getByRole('button', { name: 'Two golden wedding rings on a bed of rose petals' }),
    );
    expect(screen.getByLabelText('Describe your image')).toHaveValue(
      'Two golden wedding rings on a bed of rose petals',
    );
  });

  it.each(['Use This', 'Perfect!'])('%s hands the URL over and closes', async (button) => {
    mockFetch(painted('/api/media/pic'));
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), 'Flowers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: button }));
    expect(screen.getByLabelText('Card image')).toHaveTextContent('/api/media/pic');
    expect(screen.getByText('Image Selected')).toBeInTheDocument();
    expect(screen.getByText('AI-generated image added to your card.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forgets the prompt, the image and the style when closed', async () => {
    mockFetch(painted('/api/media/pic'));
    const user = await openCreator();
    await user.type(screen.getByLabelText('Describe your image'), 'Flowers');
    await user.click(screen.getByRole('radio', { name: /Sketch/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await screen.findByRole('button', { name: 'Try Again' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open creator' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Describe your image')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Realistic/ })).toBeChecked();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
