import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CardElement } from '@cardsmith/contracts';
import { ElementPanel } from './ElementPanel.js';

/** The panel with its element kept in state, as the editor does, recording what it applied. */
function Harness({ initial, applied }: { initial: CardElement; applied: CardElement[] }) {
  const [element, setElement] = useState(initial);
  return (
    <ElementPanel
      element={element}
      onChange={(patch) => {
        const next = { ...element, ...patch } as CardElement;
        applied.push(next);
        setElement(next);
      }}
      onDelete={() => {}}
    />
  );
}

const text: CardElement = {
  id: 't1',
  type: 'text',
  content: 'Hi',
  position: { x: 250, y: 350 },
  style: { fontSize: 16 },
};
const image: CardElement = {
  id: 'i1',
  type: 'image',
  content: '/a.png',
  position: { x: 250, y: 350 },
};

describe('element panel', () => {
  it('lets a font size be retyped: 12 over 16 is 12, not 162', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={text} applied={applied} />);
    const size = screen.getByLabelText('Size (px)');
    await userEvent.clear(size);
    expect(size).toHaveValue(null);
    await userEvent.type(size, '12');
    expect(size).toHaveValue(12);
    expect(applied.at(-1)?.style?.fontSize).toBe(12);
  });

  it('goes back to the current size when left empty, and clamps one out of range on blur', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={text} applied={applied} />);
    const size = screen.getByLabelText('Size (px)');
    await userEvent.clear(size);
    fireEvent.blur(size);
    expect(size).toHaveValue(16);
    expect(applied).toEqual([]);
    await userEvent.clear(size);
    await userEvent.type(size, '900');
    await userEvent.tab();
    expect(size).toHaveValue(200);
    expect(applied.at(-1)?.style?.fontSize).toBe(200);
  });

  it('resizes an image through values in progress', async () => {
    const applied: CardElement[] = [];
    render(<Harness initial={image} applied={applied} />);
    const width = screen.getByLabelText('Width (px)');
    expect(width).toHaveValue(200);
    await userEvent.clear(width);
    await userEvent.type(width, '5');
    expect(width).toHaveValue(5);
    expect(applied).toEqual([]);
    await userEvent.type(width, '0');
    expect(applied.at(-1)?.size).toEqual({ width: 50, height: 200 });
  });

  it('shows centre as the alignment of text without one, as the renderer draws it', () => {
    render(<Harness initial={text} applied={[]} />);
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the spec defaults for a text element without a style', () => {
    render(<Harness initial={{ ...text, style: undefined }} applied={[]} />);
    expect(screen.getByLabelText('Size (px)')).toHaveValue(16);
    expect(screen.getByLabelText('Font')).toHaveValue('Arial');
    expect(screen.getByLabelText('Colour')).toHaveValue('#000000');
  });
});
