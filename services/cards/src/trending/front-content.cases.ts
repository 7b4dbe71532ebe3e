import type { CardElement } from '@cardsmith/contracts';
import type { CardFront } from './front-content.js';

const at = { x: 250, y: 350 };
const textOf = (content: string): CardElement => ({ id: 't', type: 'text', content, position: at });
const image: CardElement = {
  id: 'i',
  type: 'image',
  content: 'https://images.example.com/photo.jpg',
  position: at,
};

/**
 * What counts as a front with real content, shared by the unit test of the rule and the
 * integration test of its SQL twin in the trending query, so the two cannot drift apart.
 */
export const FRONT_CONTENT_CASES: { name: string; front: CardFront; expected: boolean }[] = [
  { name: 'nothing at all', front: { templateId: null, elements: [] }, expected: false },
  { name: 'an empty template id', front: { templateId: '', elements: [] }, expected: false },
  { name: 'a template', front: { templateId: 'funny1', elements: [] }, expected: true },
  { name: 'an image', front: { templateId: null, elements: [image] }, expected: true },
  {
    name: 'only hidden elements (drawn nowhere)',
    front: {
      templateId: null,
      elements: [
        { ...image, hidden: true },
        { ...textOf('Happy birthday'), id: 'h', hidden: true },
      ],
    },
    expected: false,
  },
  { name: 'a short word', front: { templateId: null, elements: [textOf('Hi')] }, expected: true },
  {
    name: 'words in another script',
    front: { templateId: null, elements: [textOf('生日快乐')] },
    expected: true,
  },
  { name: 'a digit pair', front: { templateId: null, elements: [textOf('30')] }, expected: true },
  { name: 'an empty text', front: { templateId: null, elements: [textOf('')] }, expected: false },
  {
    name: 'only spaces and line breaks',
    front: { templateId: null, elements: [textOf('  \n\t ')] },
    expected: false,
  },
  {
    name: 'a single letter',
    front: { templateId: null, elements: [textOf(' a ')] },
    expected: false,
  },
  {
    name: 'punctuation only',
    front: { templateId: null, elements: [textOf('... !! —')] },
    expected: false,
  },
  { name: 'emoji only', front: { templateId: null, elements: [textOf('🎉🎂')] }, expected: false },
];
