import type { EditorTemplate } from '@cardsmith/contracts';

/** The modern editor's first template, as the catalog API describes it. */
export const MODERN_TEMPLATE: EditorTemplate = {
  id: 'modern',
  name: 'Modern',
  description: 'Bold gradient',
  imageUrl: '/api/catalog/editor-templates/modern/image.png',
  backgroundColor: '#4f46e5',
  textFont: 'Poppins',
  accentColor: '#22d3ee',
};
