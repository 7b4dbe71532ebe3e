import { useState } from 'react';
import { ELEMENT_LIMITS, type CardElement } from '@cardsmith/contracts';
import type { LayerMove } from './arrange.js';
import type { EditorAction } from './editor-state.js';

/** A layer's name: the one given, or what it shows. */
export function layerName(element: CardElement): string {
  if (element.name) return element.name;
  if (element.type === 'image') return 'Picture';
  const text = element.content.trim().replace(/\s+/g, ' ');
  return text ? (text.length > 28 ? `${text.slice(0, 27)}…` : text) : 'Empty text';
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-sm text-stone-700 hover:bg-white disabled:opacity-30 aria-pressed:bg-stone-800 aria-pressed:text-white';

function NameField({
  element,
  onDone,
}: {
  element: CardElement;
  onDone: (name: string | null) => void;
}) {
  const [value, setValue] = useState(element.name ?? layerName(element));
  return (
    <input
      // The visitor asked to rename: the field takes the focus at once.
      autoFocus
      aria-label="Layer name"
      value={value}
      maxLength={ELEMENT_LIMITS.nameMax}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => onDone(value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onDone(value);
        if (event.key === 'Escape') onDone(null);
      }}
      className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm"
    />
  );
}

/**
 * The card's elements top layer first: choose one (Shift adds it to the selection), rename it,
 * lock or hide it, and move it up or down the stack.
 */
export function LayersPanel({
  elements,
  selectedIds,
  dispatch,
}: {
  elements: readonly CardElement[];
  selectedIds: readonly string[];
  dispatch: (action: EditorAction) => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  if (elements.length === 0) {
    return <p className="text-sm text-stone-600">Add a text or a picture and it shows here.</p>;
  }
  const topFirst = [...elements].reverse();
  const restack = (id: string, move: LayerMove) => dispatch({ type: 'restack', id, move });
  const update = (id: string, patch: Partial<CardElement>) =>
    dispatch({ type: 'updateElement', id, patch });
  return (
    <ol aria-label="Layers, top first" className="space-y-1">
      {topFirst.map((element, index) => {
        const name = layerName(element);
        const selected = selectedIds.includes(element.id);
        return (
          <li
            key={element.id}
            className={`flex items-center gap-1 rounded-xl px-1 py-1 ${selected ? 'bg-rose-100' : 'bg-white/60'}`}
          >
            {renaming === element.id ? (
              <NameField
                element={element}
                onDone={(next) => {
                  setRenaming(null);
                  if (next === null) return;
                  const trimmed = next.trim();
                  update(element.id, {
                    name:
                      trimmed && trimmed !== layerName({ ...element, name: undefined })
                        ? trimmed
                        : undefined,
                  });
                }}
              />
            ) : (
              <button
                type="button"
                aria-pressed={selected}
                className={`min-w-0 flex-1 truncate rounded-lg px-2 py-1 text-left text-sm ${element.hidden ? 'text-stone-600 italic line-through' : 'text-stone-900'}`}
                onClick={(event) =>
                  dispatch(
                    event.shiftKey
                      ? { type: 'toggleSelect', id: element.id }
                      : { type: 'select', id: element.id },
                  )
                }
                onDoubleClick={() => setRenaming(element.id)}
              >
                <span className="sr-only">Select </span>
                {name}
              </button>
            )}
            <button
              type="button"
              className={iconButton}
              aria-label={`Rename ${name}`}
              onClick={() => setRenaming(element.id)}
            >
              ✎
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Lock ${name}`}
              aria-pressed={Boolean(element.locked)}
              onClick={() => update(element.id, { locked: element.locked ? undefined : true })}
            >
              <span aria-hidden="true">{element.locked ? '🔒' : '🔓'}</span>
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Hide ${name}`}
              aria-pressed={Boolean(element.hidden)}
              onClick={() => update(element.id, { hidden: element.hidden ? undefined : true })}
            >
              <span aria-hidden="true">{element.hidden ? '◌' : '●'}</span>
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Bring ${name} forward`}
              disabled={index === 0}
              onClick={() => restack(element.id, 'forward')}
            >
              ↑
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Send ${name} backward`}
              disabled={index === topFirst.length - 1}
              onClick={() => restack(element.id, 'backward')}
            >
              ↓
            </button>
          </li>
        );
      })}
    </ol>
  );
}
