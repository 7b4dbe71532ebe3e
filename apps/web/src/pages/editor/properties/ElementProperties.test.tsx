import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardElementSchema, type CardElement } from '@cardsmith/contracts';
import { ElementProperties } from './ElementProperties.js';

vi.mock('../../../lib/image-probe.js', () => ({
  imageSize: () => Promise.resolve({ width: 1200, height: 800 }),
}));

/** The controls with their element kept in state, as the editor does, recording each result. */
function Harness({ initial, applied }: { initial: CardElement; applied: CardElement[] }) {
  const [element, setElement] = useState(initial);
  return (
    <ElementProperties
      element={element}
      onChange={(patch) => {
        const next = { ...element, ...patch } as CardElement;
        applied.push(next);
        setElement(next);
      }}
    />
  );
}

const text: CardElement = {
  id: 't1',
  type: 'text',
  content: 'Happy birthday to you',
  position: { x: 250, y: 350 },
  style: { fontSize: 30 },
};
const photo: CardElement = {
  id: 'p1',
  type: 'image',
  content: '/api/media/abcdefghijkl',
  position: { x: 250, y: 350 },
  size: { width: 300, height: 200 },
};

/** Every state the controls produce is one the server accepts. */
const allValid = (applied: CardElement[]) =>
  applied.every((element) => CardElementSchema.safeParse(element).success);

describe('element properties controls', () => {
  it('turns an element in 15° steps and straightens it', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={text} applied={applied} />);
    await userEvent.click(screen.getByRole('button', { name: '+15°' }));
    await userEvent.click(screen.getByRole('button', { name: '+15°' }));
    expect(applied.at(-1)?.rotation).toBe(30);
    expect(screen.getByLabelText('Rotation (°)')).toHaveValue(30);
    await userEvent.click(screen.getByRole('button', { name: 'Straighten' }));
    expect(applied.at(-1)?.rotation).toBeUndefined();
  });

  it('fits a text to a box between sizes and bends it, valid at every step', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={text} applied={applied} />);
    await userEvent.click(screen.getByLabelText('Shrink the text to fit its box'));
    expect(applied.at(-1)).toMatchObject({ fit: { minFontSize: 12, maxFontSize: 30 } });
    const width = screen.getByLabelText('Box width (px)');
    await userEvent.clear(width);
    await userEvent.type(width, '80');
    expect(screen.getByText(/Drawn at \d+ px on \d+ lines?/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bend'), { target: { value: '40' } });
    expect(applied.at(-1)?.type === 'text' && applied.at(-1)).toMatchObject({ curve: 40 });
    // A bent text is one line: fit cannot be switched while it bends.
    expect(screen.getByLabelText('Shrink the text to fit its box')).toBeDisabled();
    expect(allValid(applied)).toBe(true);
  });

  it('crops a photo to a circle, zooms it and sets a filter', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={photo} applied={applied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Circle' }));
    await waitFor(() => expect(applied.at(-1)).toMatchObject({ crop: { shape: 'circle' } }));
    const circle = applied.at(-1)!;
    expect(circle.size!.width).toBeCloseTo(circle.size!.height);
    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Sepia'), { target: { value: '60' } });
    expect(applied.at(-1)).toMatchObject({ filters: { sepia: 60 } });
    expect(screen.getByRole('button', { name: 'Circle' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Uncropped' }));
    expect(applied.at(-1)?.type === 'image' && applied.at(-1)).toMatchObject({ crop: undefined });
    expect(allValid(applied)).toBe(true);
  });
});
