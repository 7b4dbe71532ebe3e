import { CARD_SIZE } from '@cardsmith/contracts';
import { cursorLabelColors } from './collab-protocol.js';
import type { CollaboratorCursor } from '@cardsmith/collab-client';

/**
 * Others' pointers over the card. Positions are card coordinates (500×700), so they land on the
 * same spot of the card whatever size each person previews it at.
 */
export function CollaboratorCursors({ cursors }: { cursors: CollaboratorCursor[] }) {
  if (cursors.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0" aria-hidden="true">
      {cursors.map((cursor) => (
        <div
          key={cursor.id}
          data-testid="collaborator-cursor"
          className="absolute transition-[left,top] duration-75"
          style={{
            left: `${(cursor.position.x / CARD_SIZE.width) * 100}%`,
            top: `${(cursor.position.y / CARD_SIZE.height) * 100}%`,
          }}
        >
          <svg viewBox="0 0 16 16" className="size-4 drop-shadow" style={{ color: cursor.color }}>
            <path d="M1 1l5.5 14 2-6 6-2z" fill="currentColor" stroke="white" strokeWidth="1" />
          </svg>
          <span
            className="ml-3 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap shadow"
            style={cursorLabelColors(cursor.color)}
          >
            {cursor.name || 'Anonymous User'}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The pointer's place on the card, in card coordinates, from an event over `plane`. */
export function cardPosition(plane: Element, clientX: number, clientY: number) {
  const box = plane.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: ((clientX - box.left) / box.width) * CARD_SIZE.width,
    y: ((clientY - box.top) / box.height) * CARD_SIZE.height,
  };
}
