import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { renderCardSvg } from '@cardsmith/card-render';
import {
  CARD_SIZE,
  PREVIEW_SIZES,
  TIMINGS,
  type CardFields,
  type CardElement,
} from '@cardsmith/contracts';
import { cardPosition } from '../../features/collaboration/CollaboratorCursors.js';
import { nudgedPositions, type Positions } from './arrange.js';
import { elementBox } from './element-bounds.js';
import { RotationHandle } from './properties/RotationHandle.js';
import { SnapGuides } from './SnapGuides.js';
import { useCardGestures } from './use-card-gestures.js';

type Device = keyof typeof PREVIEW_SIZES;

interface Props {
  card: CardFields;
  frameSvg: string | null;
  templateImageHref: string | null;
  /** The element whose properties are shown (it gets the rotation handle). */
  selectedId: string | null;
  /** Every selected element, `selectedId` among them. */
  selectedIds: readonly string[];
  onSelect: (id: string | null) => void;
  /** Shift-, Ctrl- or ⌘-click: the element joins the selection or leaves it. */
  onToggleSelect: (id: string) => void;
  /** A marquee's elements; `add` keeps the selection there was. */
  onSelectMany: (ids: string[], add: boolean) => void;
  /** Elements moved (dragged or nudged); `key` is one per gesture, for one undo step. */
  onPlace: (positions: Positions, key: string) => void;
  /** Deletes the selection the element is in (or the element alone). */
  onDelete: (id: string) => void;
  /** Two fingers resized or turned an element. */
  onTransform?: (id: string, patch: Partial<Omit<CardElement, 'id' | 'type'>>, key: string) => void;
  /** A touch held on an element: its menu. */
  onLongPress?: (id: string) => void;
  /** Turns an element (its rotation handle); `key` is one per drag, for one undo step. */
  onRotate?: (id: string, rotation: number, key: string) => void;
  /** Drawn over the card on both sides, in a box of the card's proportions (live cursors). */
  overlay?: ReactNode;
  /** The pointer's place over the card, in card coordinates (shared with collaborators). */
  onPointerPosition?: (position: { x: number; y: number }) => void;
  /** On phones the tools sheet covers the lower half: the card fits in the upper part. */
  compactOnPhones?: boolean;
}

const toggleClass =
  'rounded-full px-3 py-1.5 text-sm font-semibold aria-pressed:bg-white aria-pressed:text-stone-900 aria-pressed:shadow-sm text-stone-600';

function label(element: CardElement): string {
  return element.type === 'text' ? `Text: ${element.content || '(empty)'}` : 'Image';
}

/**
 * The live card: click flips it (0.6 s, clicks during the flip are ignored) and any change of
 * the card turns it back to the front. On the front each element is a focusable handle that
 * selects on pointer-down, click, Enter or Space, drags with the pointer, moves with the arrow
 * keys, deletes with Delete and opens the element's menu with Shift+F10 or the menu key.
 */
export function CardPreview({
  card,
  frameSvg,
  templateImageHref,
  selectedId,
  selectedIds,
  onSelect,
  onToggleSelect,
  onSelectMany,
  onPlace,
  onDelete,
  onTransform,
  onLongPress,
  onRotate,
  overlay,
  onPointerPosition,
  compactOnPhones = false,
}: Props) {
  const [device, setDevice] = useState<Device>('desktop');
  const [side, setSide] = useState<'front' | 'back'>('front');
  const [shownCard, setShownCard] = useState(card);
  if (shownCard !== card) {
    setShownCard(card);
    setSide('front');
  }
  const flipping = useRef(false);
  const overlayPlane = useRef<HTMLDivElement>(null);
  const gestures = useCardGestures(card.elements, selectedIds, {
    onSelect,
    onToggleSelect,
    onSelectMany,
    onPlace,
    onTransform: onTransform ?? (() => {}),
    onLongPress: onLongPress ?? (() => {}),
  });
  const { width, height } = PREVIEW_SIZES[device];

  const svgs = useMemo(() => {
    const options = { width, height, frameSvg, templateImageHref };
    return {
      front: renderCardSvg(card, { ...options, side: 'front' }),
      back: renderCardSvg(card, { ...options, side: 'back' }),
    };
  }, [card, width, height, frameSvg, templateImageHref]);

  function flip() {
    if (gestures.takeSwallowedClick() || flipping.current) return;
    flipping.current = true;
    setSide((current) => (current === 'front' ? 'back' : 'front'));
    setTimeout(() => {
      flipping.current = false;
    }, TIMINGS.flipMs);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      // The whole selection moves when the element is in it; a run of nudges is one undo step.
      const ids = selectedIds.includes(id) ? selectedIds : [id];
      onPlace(nudgedPositions(card.elements, ids, move[0], move[1]), `nudge:${ids.join()}`);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(id);
    } else if (event.key === 'Escape') {
      onSelect(null);
    } else if (
      onLongPress &&
      (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))
    ) {
      // The keyboard's way to the menu a held touch opens: below 1024 px (a phone with a keyboard,
      // a desktop zoomed in) the arrange bar is not shown and this menu holds its actions.
      event.preventDefault();
      if (!selectedIds.includes(id)) onSelect(id);
      onLongPress(id);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A phone is the small screen already: there is nothing to switch to. */}
        <div
          className="hidden gap-1 rounded-full bg-stone-200/70 p-1 sm:flex"
          role="group"
          aria-label="Preview size"
        >
          {(['desktop', 'mobile'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={device === value}
              className={toggleClass}
              onClick={() => setDevice(value)}
            >
              {value === 'desktop' ? 'Desktop' : 'Mobile'}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
          onClick={flip}
        >
          {side === 'front' ? 'Show back' : 'Show front'}
        </button>
      </div>
      <div
        // On wide screens the card is no taller than the window leaves room for (header, actions,
        // the arrange bar, the toggles above and the caption below), so all of it stays in view.
        // On phones it fits above the tools sheet, or the screen below the header while the
        // sheet is folded.
        className={`relative mx-auto mt-2 max-w-full [perspective:1600px] sm:mt-4 lg:max-w-[min(100%,calc((100dvh_-_17.5rem)*5/7))] ${
          compactOnPhones
            ? 'max-lg:max-w-[min(100%,calc((60dvh_-_14rem)*5/7))]'
            : 'max-lg:max-w-[min(100%,calc((100dvh_-_16rem)*5/7))]'
        }`}
        style={{ width, aspectRatio: `${width} / ${height}` }}
        onPointerMove={(event) => {
          const plane = overlayPlane.current;
          const position = plane && cardPosition(plane, event.clientX, event.clientY);
          if (onPointerPosition && position) onPointerPosition(position);
        }}
      >
        <div
          data-testid="card-flipper"
          data-side={side}
          onClick={flip}
          className="relative h-full w-full cursor-pointer transition-transform duration-[600ms] [transform-style:preserve-3d]"
          style={{ transform: side === 'back' ? 'rotateY(180deg)' : undefined }}
        >
          <div
            className="absolute inset-0 overflow-hidden rounded-xl shadow-xl ring-1 ring-stone-200 [backface-visibility:hidden] [&>svg]:h-full [&>svg]:w-full"
            aria-hidden="true"
            // card-render escapes every value it writes, so its output is safe markup.
            dangerouslySetInnerHTML={{ __html: svgs.front }}
          />
          <div
            className="absolute inset-0 overflow-hidden rounded-xl shadow-xl ring-1 ring-stone-200 [backface-visibility:hidden] [transform:rotateY(180deg)] [&>svg]:h-full [&>svg]:w-full"
            aria-hidden="true"
            dangerouslySetInnerHTML={{ __html: svgs.back }}
          />
          {side === 'front' ? (
            <div className="absolute inset-0 flex items-center [backface-visibility:hidden]">
              <div
                data-card-plane
                className={`relative aspect-[5/7] w-full ${
                  selectedIds.length > 0 ? 'touch-none' : 'touch-pan-y'
                }`}
                {...gestures.plane}
              >
                {card.elements.map((element) => {
                  // Hidden elements are not drawn, and locked ones stay put: neither has a
                  // handle on the card (the layers panel reaches both).
                  if (element.hidden || element.locked) return null;
                  const box = elementBox(element);
                  const selected = selectedIds.includes(element.id);
                  const placement = {
                    left: `${((element.position.x - box.width / 2) / CARD_SIZE.width) * 100}%`,
                    top: `${((element.position.y - box.height / 2) / CARD_SIZE.height) * 100}%`,
                    width: `${(box.width / CARD_SIZE.width) * 100}%`,
                    height: `${(box.height / CARD_SIZE.height) * 100}%`,
                  };
                  const rotation = element.rotation ?? 0;
                  return [
                    <button
                      key={element.id}
                      type="button"
                      aria-label={label(element)}
                      aria-pressed={selected}
                      aria-keyshortcuts={onLongPress ? 'Shift+F10' : undefined}
                      onClick={(event) => {
                        // Enter and Space click a button too, so keyboard users select here.
                        event.stopPropagation();
                        if (event.shiftKey || event.ctrlKey || event.metaKey) return;
                        if (!selectedIds.includes(element.id)) onSelect(element.id);
                      }}
                      onPointerDown={(event) => gestures.element.onPointerDown(event, element)}
                      onPointerMove={gestures.element.onPointerMove}
                      onPointerUp={gestures.element.onPointerUp}
                      onPointerCancel={gestures.element.onPointerCancel}
                      onLostPointerCapture={gestures.element.onLostPointerCapture}
                      onTouchEnd={gestures.element.onTouchEnd}
                      onContextMenu={(event) => {
                        // A long press on a phone opens our menu, not the browser's.
                        if (onLongPress) event.preventDefault();
                      }}
                      onKeyDown={(event) => onKeyDown(event, element.id)}
                      className={`absolute touch-none cursor-move rounded-sm ${
                        selected
                          ? 'outline-2 outline-rose-600 outline-dashed'
                          : 'hover:outline-1 hover:outline-rose-300 hover:outline-dashed'
                      }`}
                      style={{
                        ...placement,
                        transform: rotation ? `rotate(${rotation}deg)` : undefined,
                      }}
                    />,
                    element.id === selectedId && onRotate ? (
                      <RotationHandle
                        key={`${element.id}:rotate`}
                        rotation={rotation}
                        box={placement}
                        onRotate={(next, key) => onRotate(element.id, next, key)}
                      />
                    ) : null,
                  ];
                })}
                <SnapGuides guides={gestures.guides} marquee={gestures.marqueeRect} />
              </div>
            </div>
          ) : null}
        </div>
        <div className="pointer-events-none absolute inset-0 flex items-center">
          <div ref={overlayPlane} className="relative aspect-[5/7] w-full">
            {overlay}
          </div>
        </div>
      </div>
      <p className="mt-3 text-center text-sm text-stone-500 max-lg:sr-only" aria-live="polite">
        Showing the {side} of the card. Click the card to flip it.
      </p>
    </div>
  );
}
