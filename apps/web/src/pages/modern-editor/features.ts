/** The modern editor's dialogs; `?feature=` may open all but print directly. */
export const EDITOR_DIALOGS = [
  'ai-message',
  'ai-image',
  'voice',
  'video',
  'ar',
  'scheduling',
  'collaboration',
  'social',
  'print',
] as const;
export type EditorDialog = (typeof EDITOR_DIALOGS)[number];

const FEATURE_PARAM_VALUES = EDITOR_DIALOGS.filter((dialog) => dialog !== 'print');

export function dialogFromParam(value: string | null): EditorDialog | null {
  return FEATURE_PARAM_VALUES.find((dialog) => dialog === value) ?? null;
}

/**
 * Dialogs that show, share, send, print or film the saved card, so opening one saves the card
 * first.
 */
const SAVED_CARD_DIALOGS = [
  'video',
  'ar',
  'social',
  'collaboration',
  'scheduling',
  'print',
] as const;
export type SavedCardDialog = (typeof SAVED_CARD_DIALOGS)[number];

export const needsSavedCard = (dialog: EditorDialog): dialog is SavedCardDialog =>
  (SAVED_CARD_DIALOGS as readonly EditorDialog[]).includes(dialog);
