import { useEffect, useRef } from 'react';
import type { SelectionActions } from './use-selection-actions.js';

/** Focus in a field: every key is the field's (its own copy, paste and select all). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Controls whose arrows, Delete and Escape mean something of their own. */
const CONTROLS =
  'button, a[href], summary, [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [role="radio"], [role="switch"]';

/**
 * Focus on a control other than the card's elements. A container that merely holds the focus
 * (the page's main region after a click on the card) is no control.
 */
function onOtherControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.matches(CONTROLS) &&
    !target.closest('[data-card-plane]')
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor's shortcuts for the selection (see `EDITOR_SHORTCUTS`): Ctrl/⌘ ones and "?"
 * anywhere but in a field; arrows, Delete and Escape only with nothing focused (other controls
 * keep those keys, and elements on the card handle their own).
 */
export function useEditorShortcuts(
  actions: SelectionActions,
  { onHelp, onPasteEmpty }: { onHelp: () => void; onPasteEmpty: () => void },
): void {
  const latest = useRef({ actions, onHelp, onPasteEmpty });
  useEffect(() => {
    latest.current = { actions, onHelp, onPasteEmpty };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { actions: act, onHelp: help, onPasteEmpty: pasteEmpty } = latest.current;
      if (event.defaultPrevented || inField(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const onCard =
        event.target instanceof HTMLElement && event.target.closest('[data-card-plane]');
      const key = event.key.toLowerCase();
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (event.key === '?' && !command) return run(help);
      if (command && key === 'a') return run(act.selectAll);
      if (command && key === 'c' && act.count > 0) return run(act.copy);
      if (command && key === 'x' && act.count > 0) return run(act.cut);
      if (command && key === 'v') {
        return run(() => {
          if (!act.paste()) pasteEmpty();
        });
      }
      if (command && key === 'd') return run(act.duplicate);
      if (command && (event.key === ']' || event.key === '}')) {
        return run(() => act.restack(event.shiftKey ? 'front' : 'forward'));
      }
      if (command && (event.key === '[' || event.key === '{')) {
        return run(() => act.restack(event.shiftKey ? 'back' : 'backward'));
      }
      if (onCard || onOtherControl(event.target) || act.count === 0) return;
      if (event.key === 'Delete' || event.key === 'Backspace') return run(act.remove);
      if (event.key === 'Escape') return run(act.clear);
      const arrow = ARROWS[event.key];
      if (arrow) {
        const step = event.shiftKey ? 10 : 1;
        run(() => act.nudge(arrow[0] * step, arrow[1] * step));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
