import { describe, expect, it } from 'vitest';
import { CardInputSchema, type EditorTemplate } from '@cardsmith/contracts';
import { isDark, modernCardData, modernCardInput } from './modern-card.js';

const template: EditorTemplate = {
  id: 'modern',
  name: 'Modern',
  description: 'Bold gradient',
  imageUrl: '/api/catalog/editor-templates/modern/image.png',
  backgroundColor: '#4f46e5',
  textFont: 'Poppins',
  accentColor: '#22d3ee',
};

describe('modern card', () => {
  it('tells dark backgrounds from light ones', () => {
    expect(isDark('#4f46e5')).toBe(true);
    expect(isDark('#fff5f7')).toBe(false);
  });

  it('has no element while the message is blank', () => {
    expect(modernCardData(template, '   ').elements).toEqual([]);
  });

  it('wraps a long message into lines that fit the card and colours it for the background', () => {
    const card = modernCardData(template, 'Wishing you a year full of laughter, cake and friends.');
    const [element] = card.elements;
    expect(element?.content.split('\n').length).toBeGreaterThan(1);
    expect(element?.style?.color).toBe('#ffffff');
  });

  it('is a valid card for the cards API, pointing at the template', () => {
    const input = CardInputSchema.parse(modernCardInput(template, 'Hi'));
    expect(input.templateId).toBe('modern');
    expect(input.textFont).toBe('Poppins');
  });
});
