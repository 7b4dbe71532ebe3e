import { useRef, useState, type PointerEvent, type TouchEvent } from 'react';
import {
  intersects,
  rectBetween,
  twoFingerChange,
  type Guide,
  type Point,
  type Rect,
} from '@cardsmith/card-geometry';
import { CARD_SIZE, type CardElement } from '@cardsmith/contracts';
import { draggedSelection, elementRect, pinchedElement, type Positions } from './arrange.js';

/** Snapping reaches this far on screen, whatever the preview's scale. */
const SNAP_SCREEN_PX = 6;
/** A touch held this long without moving opens the element's menu. */
export const LONG_PRESS_MS = 550;
/** Movement (screen px) that turns a press into a drag, a marquee or a scroll. */
const MOVE_TOLERANCE_PX = 6;

export interface CardGestureHandlers {
  onSelect: (id: string | null) => void;
  onToggleSelect: (id: string) => void;
  onSelectMany: (ids: string[], add: boolean) => void;
  /** `key` is one per gesture, so a whole drag is one undo step. */
  onPlace: (positions: Positions, key: string) => void;
  onTransform: (id: string, patch: Partial<Omit<CardElement, 'id' | 'type'>>, key: string) => void;
  onLongPress: (id: string) => void;
}

interface Drag {
  id: string;
  key: string;
  pointerId: number;
  pointerStart: Point;
  starts: Positions;
  cardPxPerScreenPx: number;
  moved: boolean;
}

interface Pinch {
  key: string;
  element: CardElement;
  a: number;
  b: number;
  startA: Point;
  startB: Point;
}

interface Marquee {
  pointerId: number;
  start: Point;
  add: boolean;
  screenStart: Point;
}

const screenPoint = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });

/** The card px under a screen point, for the plane `target` sits in. */
function cardPoint(target: Element, point: Point): { point: Point; scale: number } {
  const plane = target.closest('[data-card-plane]') ?? target;
  const box = plane.getBoundingClientRect();
  const scale = box.width > 0 ? CARD_SIZE.width / box.width : 1;
  return { point: { x: (point.x - box.left) * scale, y: (point.y - box.top) * scale }, scale };
}

/**
 * The pointer on the card's front: press an element to select it (Shift, Ctrl or ⌘ adds to or
 * takes from the selection), drag to move the selection with snapping (Alt turns it off), two
 * fingers on an element to pinch it larger or smaller and twist it, a held touch for its menu,
 * and a drag on the empty card (mouse or pen) for a marquee.
 */
export function useCardGestures(
  elements: readonly CardElement[],
  selectedIds: readonly string[],
  handlers: CardGestureHandlers,
) {
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marqueeRect, setMarqueeRect] = useState<Rect | null>(null);
  const drag = useRef<Drag | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const marquee = useRef<Marquee | null>(null);
  const touches = useRef(new Map<number, Point>());
  const longPress = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A held touch opened the menu: the tap the browser makes of its lifting must not close it. */
  const longPressed = useRef(false);
  /** A marquee just ended: the click that follows must not flip the card. */
  const swallowClick = useRef(false);

  function cancelLongPress() {
    if (longPress.current) clearTimeout(longPress.current);
    longPress.current = null;
  }

  function onElementPointerDown(event: PointerEvent<HTMLElement>, element: CardElement) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // A second finger goes to the plane's handler (this event bubbles there too).
    if (event.pointerType === 'touch' && touches.current.size > 0) return;
    if (event.shiftKey || event.ctrlKey || event.metaKey) {
      handlers.onToggleSelect(element.id);
      return;
    }
    const group = selectedIds.includes(element.id) ? selectedIds : [element.id];
    if (!selectedIds.includes(element.id)) handlers.onSelect(element.id);
    const starts: Positions = {};
    for (const candidate of elements) {
      if (group.includes(candidate.id) && !candidate.locked) {
        starts[candidate.id] = candidate.position;
      }
    }
    drag.current = {
      id: element.id,
      key: `drag:${element.id}:${event.timeStamp}`,
      pointerId: event.pointerId,
      pointerStart: screenPoint(event),
      starts,
      cardPxPerScreenPx: cardPoint(event.currentTarget, screenPoint(event)).scale,
      moved: false,
    };
    if (event.pointerType === 'touch') {
      cancelLongPress();
      longPress.current = setTimeout(() => {
        longPress.current = null;
        if (drag.current?.moved) return;
        drag.current = null;
        longPressed.current = true;
        handlers.onLongPress(element.id);
      }, LONG_PRESS_MS);
    }
  }

  function onElementPointerMove(event: PointerEvent<HTMLElement>) {
    if (pinch.current) return;
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const travel = {
      x: event.clientX - current.pointerStart.x,
      y: event.clientY - current.pointerStart.y,
    };
    if (!current.moved && Math.hypot(travel.x, travel.y) < MOVE_TOLERANCE_PX / 2) return;
    current.moved = true;
    cancelLongPress();
    const scale = current.cardPxPerScreenPx;
    const { positions, guides: shown } = draggedSelection(
      elements,
      current.starts,
      { x: travel.x * scale, y: travel.y * scale },
      event.altKey ? null : SNAP_SCREEN_PX * scale,
    );
    setGuides(shown);
    handlers.onPlace(positions, current.key);
  }

  /** A lifted, cancelled (a touch turned into a scroll) or lost pointer ends the gesture. */
  function onElementPointerEnd(event: PointerEvent<HTMLElement>) {
    cancelLongPress();
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
    setGuides([]);
  }

  /** Fingers on the card, wherever they landed: two of them pinch and twist one element. */
  function onTouchDown(event: PointerEvent<HTMLElement>) {
    touches.current.set(event.pointerId, screenPoint(event));
    const fingers = [...touches.current.entries()];
    const id = drag.current?.id ?? (selectedIds.length === 1 ? selectedIds[0] : undefined);
    const element = elements.find((candidate) => candidate.id === id);
    if (fingers.length !== 2 || !element || element.locked) return;
    cancelLongPress();
    drag.current = null;
    const [[a, startA], [b, startB]] = fingers as [[number, Point], [number, Point]];
    pinch.current = {
      key: `pinch:${element.id}:${event.timeStamp}`,
      element,
      a,
      b,
      startA,
      startB,
    };
  }

  function onTouchMove(event: PointerEvent<HTMLElement>) {
    if (!touches.current.has(event.pointerId)) return;
    touches.current.set(event.pointerId, screenPoint(event));
    const twoFingers = pinch.current;
    if (!twoFingers) return;
    const nowA = touches.current.get(twoFingers.a);
    const nowB = touches.current.get(twoFingers.b);
    if (!nowA || !nowB) return;
    const change = twoFingerChange(twoFingers.startA, twoFingers.startB, nowA, nowB);
    handlers.onTransform(
      twoFingers.element.id,
      pinchedElement(twoFingers.element, change.scale, change.rotation),
      twoFingers.key,
    );
  }

  function onTouchEnd(event: PointerEvent<HTMLElement>) {
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pinch.current = null;
  }

  function onPlanePointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'touch') {
      onTouchDown(event);
      return;
    }
    if (event.target !== event.currentTarget || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // The card is where the visitor works now: keys (arrows, Delete) go to the selection, not to
    // whichever button was pressed last.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    marquee.current = {
      pointerId: event.pointerId,
      start: cardPoint(event.currentTarget, screenPoint(event)).point,
      add: event.shiftKey || event.ctrlKey || event.metaKey,
      screenStart: screenPoint(event),
    };
  }

  function onPlanePointerMove(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'touch') {
      onTouchMove(event);
      return;
    }
    const current = marquee.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const travel = Math.hypot(
      event.clientX - current.screenStart.x,
      event.clientY - current.screenStart.y,
    );
    if (!marqueeRect && travel < MOVE_TOLERANCE_PX) return;
    setMarqueeRect(
      rectBetween(current.start, cardPoint(event.currentTarget, screenPoint(event)).point),
    );
  }

  function onPlanePointerUp(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'touch') {
      onTouchEnd(event);
      return;
    }
    const current = marquee.current;
    marquee.current = null;
    if (!current || !marqueeRect) return;
    setMarqueeRect(null);
    swallowClick.current = true;
    const within = elements
      .filter((element) => !element.hidden && !element.locked)
      .filter((element) => intersects(elementRect(element), marqueeRect))
      .map((element) => element.id);
    handlers.onSelectMany(within, current.add);
    event.preventDefault();
  }

  /** Whether a click on the card should be ignored (it ended a marquee). */
  function takeSwallowedClick(): boolean {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  }

  return {
    guides,
    marqueeRect,
    element: {
      onPointerDown: onElementPointerDown,
      onPointerMove: onElementPointerMove,
      onPointerUp: onElementPointerEnd,
      onPointerCancel: onElementPointerEnd,
      onLostPointerCapture: onElementPointerEnd,
      onTouchEnd: (event: TouchEvent<HTMLElement>) => {
        if (!longPressed.current) return;
        longPressed.current = false;
        event.preventDefault();
      },
    },
    plane: {
      onPointerDown: onPlanePointerDown,
      onPointerMove: onPlanePointerMove,
      onPointerUp: onPlanePointerUp,
      onPointerCancel: (event: PointerEvent<HTMLElement>) => {
        onTouchEnd(event);
        marquee.current = null;
        setMarqueeRect(null);
      },
    },
    takeSwallowedClick,
  };
}
