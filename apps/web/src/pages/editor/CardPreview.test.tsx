import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardPreview } from './CardPreview.js';
import { defaultCard } from './editor-state.js';

const card = defaultCard({
  elements: [{ id: 't1', type: 'text', content: 'Hello', position: { x: 250, y: 350 } }],
});

function renderPreview() {
  const onSelect = vi.fn();
  const onMove = vi.fn();
  render(
    <CardPreview
      card={card}
      frameSvg={null}
      templateImageHref={null}
      selectedId={null}
      onSelect={onSelect}
      onMove={onMove}
      onDelete={() => {}}
    />,
  );
  return { onSelect, onMove, handle: screen.getByRole('button', { name: 'Text: Hello' }) };
}

describe('card preview handles', () => {
  it('select with Enter and with Space, without flipping the card', async () => {
    const { onSelect, handle } = renderPreview();
    handle.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('t1');
    onSelect.mockClear();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('t1');
    expect(screen.getByTestId('card-flipper')).toHaveAttribute('data-side', 'front');
  });

  it('drag with the pointer until it is lifted', () => {
    const { onSelect, onMove, handle } = renderPreview();
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(onSelect).toHaveBeenCalledWith('t1');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 110, clientY: 100 });
    expect(onMove).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 130, clientY: 100 });
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerCancel', 'lostPointerCapture'] as const)('stop dragging on %s', (type) => {
    const { onMove, handle } = renderPreview();
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent[type](handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150, clientY: 100 });
    expect(onMove).not.toHaveBeenCalled();
  });
});
