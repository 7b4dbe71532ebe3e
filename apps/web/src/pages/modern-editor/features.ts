import { PRODUCT_FEATURES } from '../../content/features.js';

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

/** Dialogs that show, share, send or print the saved card, so opening one saves the card first. */
const SAVED_CARD_DIALOGS = ['ar', 'social', 'collaboration', 'scheduling', 'print'] as const;
export type SavedCardDialog = (typeof SAVED_CARD_DIALOGS)[number];

export const needsSavedCard = (dialog: EditorDialog): dialog is SavedCardDialog =>
  (SAVED_CARD_DIALOGS as readonly EditorDialog[]).includes(dialog);

/** Dialogs whose feature is still being built: they show what it will do. */
const COMING_SOON_DIALOGS = ['video'] as const;
export type ComingSoonDialog = (typeof COMING_SOON_DIALOGS)[number];

export const isComingSoon = (dialog: EditorDialog): dialog is ComingSoonDialog =>
  (COMING_SOON_DIALOGS as readonly EditorDialog[]).includes(dialog);

const PAGE_OF: Record<ComingSoonDialog, string> = {
  video: '/video-cards',
};

export function dialogContent(dialog: ComingSoonDialog): {
  title: string;
  plans: readonly string[];
} {
  const feature = PRODUCT_FEATURES.find((item) => item.path === PAGE_OF[dialog]);
  if (!feature) throw new Error(`No feature page for ${dialog}`);
  return { title: feature.title, plans: feature.plans };
}
