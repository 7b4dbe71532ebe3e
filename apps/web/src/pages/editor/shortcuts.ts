/** The editor's keyboard shortcuts, as the "?" dialog lists them. ⌘ on a Mac for Ctrl. */
export const EDITOR_SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Ctrl Z', does: 'Undo' },
  { keys: 'Ctrl Shift Z or Ctrl Y', does: 'Redo' },
  { keys: 'Ctrl A', does: 'Select every element' },
  { keys: 'Shift click', does: 'Add an element to the selection, or take it out' },
  { keys: 'Drag on the empty card', does: 'Select the elements inside the box' },
  { keys: 'Ctrl C / Ctrl X / Ctrl V', does: 'Copy, cut, paste (also into another card)' },
  { keys: 'Ctrl D', does: 'Duplicate the selection' },
  { keys: 'Delete or Backspace', does: 'Delete the selection' },
  { keys: 'Arrow keys', does: 'Nudge the selection 1 px' },
  { keys: 'Shift Arrow keys', does: 'Nudge the selection 10 px' },
  { keys: 'Alt while dragging', does: 'Drag without snapping to guides' },
  { keys: 'Ctrl ] / Ctrl [', does: 'Bring forward / send backward' },
  { keys: 'Ctrl Shift ] / Ctrl Shift [', does: 'Bring to front / send to back' },
  { keys: 'Escape', does: 'Clear the selection' },
  { keys: 'Shift F10 or the menu key', does: "Open the element's menu (as a held touch does)" },
  { keys: '?', does: 'Show these shortcuts' },
];
