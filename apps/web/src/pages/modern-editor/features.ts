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

const PAGE_OF: Record<Exclude<EditorDialog, 'print'>, string> = {
  'ai-message': '/ai-message',
  'ai-image': '/ai-image',
  voice: '/voice-messages',
  video: '/video-cards',
  ar: '/ar-preview',
  scheduling: '/smart-scheduling',
  collaboration: '/collaboration',
  social: '/social-integration',
};

export function dialogContent(dialog: EditorDialog): { title: string; plans: readonly string[] } {
  if (dialog === 'print') {
    return {
      title: 'Print Physical Card',
      plans: [
        'Choose the quantity, paper and size, with or without envelopes.',
        'See the price, shipping and tax before you order.',
        'Have printed cards shipped to the US, Canada, the UK or Australia.',
      ],
    };
  }
  const feature = PRODUCT_FEATURES.find((item) => item.path === PAGE_OF[dialog]);
  if (!feature) throw new Error(`No feature page for ${dialog}`);
  return { title: feature.title, plans: feature.plans };
}
