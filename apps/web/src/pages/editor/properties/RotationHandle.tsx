import { normalizeRotation, rotationTowards, snapRotation } from '@cardsmith/card-render';
import { ELEMENT_LIMITS } from '@cardsmith/contracts';
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * The rotation handle above the selected element: drag it round the element's centre (Shift
 * snaps to 15° steps), or focus it and use the arrow keys (1°, Shift 15°). `box` places it like
 * the element's own handle, turned with the element.
 */
export function RotationHandle({
  rotation,
  box,
  onRotate,
}: {
  rotation: number;
  box: CSSProperties;
  /** `key` is the same for one drag, so the whole turn is one undo step. */
  onRotate: (rotation: number, key: string) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const dragKey = useRef<string | null>(null);

  function turnTo(event: PointerEvent<HTMLSpanElement>) {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || !dragKey.current) return;
    // The frame turns about its centre, so the centre of its bounding box is the element's.
    const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const angle = rotationTowards(centre, { x: event.clientX, y: event.clientY });
    const next = event.shiftKey ? snapRotation(angle) : Math.round(angle);
    if (next !== rotation) onRotate(next, dragKey.current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const step = event.shiftKey ? ELEMENT_LIMITS.rotationStep : 1;
    const turn = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step }[event.key];
    if (turn === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const next = normalizeRotation(
      event.shiftKey ? snapRotation(rotation + turn) : rotation + turn,
    );
    onRotate(next, `rotate-keys:${event.timeStamp}`);
  }

  return (
    <div
      ref={frame}
      className="pointer-events-none absolute"
      style={{ ...box, transform: rotation ? `rotate(${rotation}deg)` : undefined }}
    >
      <span aria-hidden="true" className="absolute bottom-full left-1/2 h-5 w-px bg-rose-600" />
      <span
        role="slider"
        tabIndex={0}
        aria-label="Rotation"
        aria-valuemin={-180}
        aria-valuemax={180}
        aria-valuenow={rotation}
        aria-valuetext={`${rotation} degrees`}
        title="Drag to turn; hold Shift for 15° steps"
        data-testid="rotation-handle"
        className="pointer-events-auto absolute bottom-full left-1/2 mb-5 size-4 -translate-x-1/2 cursor-grab touch-none rounded-full border-2 border-rose-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-rose-700"
        onClick={(event) => event.stopPropagation()}
        onPointerDown={(event) => {
          event.stopPropagation();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          dragKey.current = `rotate-drag:${event.timeStamp}`;
        }}
        onPointerMove={turnTo}
        onPointerUp={() => (dragKey.current = null)}
        onPointerCancel={() => (dragKey.current = null)}
        onLostPointerCapture={() => (dragKey.current = null)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
