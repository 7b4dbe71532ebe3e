import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardPreview } from './CardPreview.js';
import { defaultCard, editorReducer, initialState } from './editor-state.js';

// jsdom has no PointerEvent, so fireEvent.pointer* would build plain Events without coordinates.
window.PointerEvent ??= class extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
} as typeof PointerEvent;

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

/** The preview wired to the editor's reducer, as the card editor wires it. */
function EditorHarness() {
  const [state, dispatch] = useReducer(editorReducer, card, initialState);
  const position = state.card.elements[0]?.position;
  return (
    <>
      <CardPreview
        card={state.card}
        frameSvg={null}
        templateImageHref={null}
        selectedId={state.selectedId}
        onSelect={(id) => dispatch({ type: 'select', id })}
        onMove={(id, dx, dy, key) => dispatch({ type: 'moveElement', id, dx, dy, key })}
        onDelete={() => {}}
      />
      <output data-testid="position">{`${position?.x},${position?.y}`}</output>
      <button type="button" onClick={() => dispatch({ type: 'undo' })}>
        Undo
      </button>
    </>
  );
}

/** jsdom lays nothing out, so give the card plane the on-screen width of a scaled preview. */
function showPlaneAtWidth(handle: HTMLElement, width: number) {
  const plane = handle.closest<HTMLElement>('[data-card-plane]');
  if (!plane) throw new Error('the handle is not on the card plane');
  const height = (width * 7) / 5;
  plane.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: 0, width, height }) satisfies DOMRect;
}

describe('dragging on a scaled preview', () => {
  // 300 px is the Mobile preview; 343 px a Desktop preview squeezed onto a phone.
  it.each([300, 343, 500])('follows the pointer on a %i px wide preview', async (width) => {
    render(<EditorHarness />);
    const handle = screen.getByRole('button', { name: 'Text: Hello' });
    showPlaneAtWidth(handle, width);
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100 });
    // Many small moves, as a real pointer sends them.
    for (let step = 1; step <= 60; step += 1) {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 + step, clientY: 100 - step });
    }
    fireEvent.pointerUp(handle, { pointerId: 1 });
    const travel = Math.round((60 * 500) / width);
    expect(screen.getByTestId('position')).toHaveTextContent(`${250 + travel},${350 - travel}`);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('position')).toHaveTextContent('250,350');
  });

  it('keeps the element under the pointer after the pointer leaves the card and comes back', () => {
    render(<EditorHarness />);
    const handle = screen.getByRole('button', { name: 'Text: Hello' });
    showPlaneAtWidth(handle, 250);
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300, clientY: 100 });
    expect(screen.getByTestId('position')).toHaveTextContent('500,350');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150, clientY: 100 });
    expect(screen.getByTestId('position')).toHaveTextContent('350,350');
  });
});
