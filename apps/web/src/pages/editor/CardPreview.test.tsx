import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardPreview } from './CardPreview.js';
import { defaultCard, editorReducer, initialState } from './editor-state.js';

// jsdom has no PointerEvent, so fireEvent.pointer* would build plain Events without coordinates.
window.PointerEvent ??= class extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? '';
  }
} as typeof PointerEvent;

const card = defaultCard({
  elements: [{ id: 't1', type: 'text', content: 'Hello', position: { x: 250, y: 350 } }],
});

function renderPreview() {
  const onSelect = vi.fn();
  const onMove = vi.fn();
  const onToggleSelect = vi.fn();
  render(
    <CardPreview
      card={card}
      frameSvg={null}
      templateImageHref={null}
      selectedId={null}
      selectedIds={[]}
      onSelect={onSelect}
      onToggleSelect={onToggleSelect}
      onSelectMany={() => {}}
      onPlace={onMove}
      onDelete={() => {}}
    />,
  );
  return {
    onSelect,
    onMove,
    onToggleSelect,
    handle: screen.getByRole('button', { name: 'Text: Hello' }),
  };
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

  it("opens the element's menu from the keyboard with Shift+F10 or the menu key", () => {
    const onSelect = vi.fn();
    const onLongPress = vi.fn();
    render(
      <CardPreview
        card={card}
        frameSvg={null}
        templateImageHref={null}
        selectedId={null}
        selectedIds={[]}
        onSelect={onSelect}
        onToggleSelect={() => {}}
        onSelectMany={() => {}}
        onPlace={() => {}}
        onDelete={() => {}}
        onLongPress={onLongPress}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Text: Hello' });
    expect(handle).toHaveAttribute('aria-keyshortcuts', 'Shift+F10');
    fireEvent.keyDown(handle, { key: 'F10', shiftKey: true });
    expect(onSelect).toHaveBeenCalledWith('t1');
    expect(onLongPress).toHaveBeenCalledWith('t1');
    fireEvent.keyDown(handle, { key: 'ContextMenu' });
    expect(onLongPress).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(handle, { key: 'F10' });
    expect(onLongPress).toHaveBeenCalledTimes(2);
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

  it('adds to the selection with Shift instead of dragging', () => {
    const { onToggleSelect, onSelect, onMove, handle } = renderPreview();
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100, shiftKey: true });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150, clientY: 100 });
    expect(onToggleSelect).toHaveBeenCalledWith('t1');
    expect(onSelect).not.toHaveBeenCalled();
    expect(onMove).not.toHaveBeenCalled();
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
function EditorHarness({ start = card }: { start?: typeof card }) {
  const [state, dispatch] = useReducer(editorReducer, start, initialState);
  const position = state.card.elements[0]?.position;
  return (
    <>
      <CardPreview
        card={state.card}
        frameSvg={null}
        templateImageHref={null}
        selectedId={state.selectedId}
        selectedIds={state.selectedIds}
        onSelect={(id) => dispatch({ type: 'select', id })}
        onToggleSelect={(id) => dispatch({ type: 'toggleSelect', id })}
        onSelectMany={(ids) => dispatch({ type: 'selectMany', ids })}
        onPlace={(positions, key) => dispatch({ type: 'placeElements', positions, key })}
        onDelete={() => {}}
      />
      <output data-testid="position">{`${position?.x},${position?.y}`}</output>
      <output data-testid="selection">{state.selectedIds.join(',')}</output>
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
      fireEvent.pointerMove(handle, {
        pointerId: 1,
        clientX: 100 + step,
        clientY: 100 - step,
        altKey: true,
      });
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
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300, clientY: 100, altKey: true });
    expect(screen.getByTestId('position')).toHaveTextContent('500,350');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150, clientY: 100, altKey: true });
    expect(screen.getByTestId('position')).toHaveTextContent('350,350');
  });
});

describe('snapping and the marquee', () => {
  const two = defaultCard({
    elements: [
      {
        id: 'a',
        type: 'image',
        content: '/a.png',
        position: { x: 100, y: 100 },
        size: { width: 100, height: 60 },
      },
      {
        id: 'b',
        type: 'image',
        content: '/b.png',
        position: { x: 400, y: 500 },
        size: { width: 100, height: 60 },
      },
    ],
  });

  it('snaps a dragged element to the card centre with a guide, and not while Alt is held', () => {
    render(<EditorHarness start={two} />);
    const [handle] = screen.getAllByRole('button', { name: 'Image' });
    showPlaneAtWidth(handle!, 500);
    fireEvent.pointerDown(handle!, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(handle!, { pointerId: 1, clientX: 247, clientY: 100 });
    expect(screen.getByTestId('position')).toHaveTextContent('250,100');
    expect(screen.getByTestId('snap-guides').querySelector('[data-guide="line"]')).not.toBeNull();
    fireEvent.pointerMove(handle!, { pointerId: 1, clientX: 247, clientY: 100, altKey: true });
    expect(screen.getByTestId('position')).toHaveTextContent('247,100');
    fireEvent.pointerUp(handle!, { pointerId: 1 });
    expect(screen.queryByTestId('snap-guides')).toBeNull();
  });

  it('selects what a marquee drawn on the empty card touches, without flipping it', () => {
    render(<EditorHarness start={two} />);
    const [handle] = screen.getAllByRole('button', { name: 'Image' });
    showPlaneAtWidth(handle!, 500);
    const plane = handle!.closest<HTMLElement>('[data-card-plane]')!;
    const mouse = { pointerId: 2, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(plane, { ...mouse, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(plane, { ...mouse, clientX: 480, clientY: 690 });
    expect(screen.getByTestId('marquee')).toBeInTheDocument();
    fireEvent.pointerUp(plane, { ...mouse, clientX: 480, clientY: 690 });
    fireEvent.click(plane);
    expect(screen.getByTestId('selection')).toHaveTextContent('a,b');
    expect(screen.getByTestId('card-flipper')).toHaveAttribute('data-side', 'front');
  });
});
