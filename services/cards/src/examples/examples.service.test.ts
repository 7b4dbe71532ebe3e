import { CardIdParamsSchema, CardInputSchema } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { FRAME_SEEDS } from '../catalog/content/frames.js';
import { TEMPLATE_SEEDS } from '../catalog/content/templates.js';
import { EXAMPLE_CARDS } from './example-cards.js';

describe('example cards', () => {
  it('are about eight, with distinct ids and varied occasions', () => {
    expect(EXAMPLE_CARDS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EXAMPLE_CARDS.map((e) => e.id)).size).toBe(EXAMPLE_CARDS.length);
    expect(new Set(EXAMPLE_CARDS.map((e) => e.fields.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('are valid cards, as a visitor could have saved them', () => {
    for (const example of EXAMPLE_CARDS) {
      expect(CardIdParamsSchema.safeParse({ id: example.id }).success).toBe(true);
      const { userId: _ignored, ...parsed } = CardInputSchema.parse(example.fields);
      expect(parsed).toEqual(example.fields);
      expect(example.fields.cardMessage.length).toBeGreaterThan(20);
    }
  });

  it('use the catalog’s own frames and cover art', () => {
    const frames = new Set(FRAME_SEEDS.map((f) => f.id));
    const templates = new Set(TEMPLATE_SEEDS.map((t) => t.id));
    for (const { fields } of EXAMPLE_CARDS) {
      expect(frames.has(fields.frameId!), fields.frameId!).toBe(true);
      expect(templates.has(fields.templateId!), fields.templateId!).toBe(true);
    }
  });
});
