import { EDITOR_HEADLINE, type EditorTemplate } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { frontTemplateId, videoCardInput } from './video-card-front.js';

const template = (id: EditorTemplate['id'], backgroundColor: string) =>
  ({ id, name: id, backgroundColor, textFont: 'Poppins' }) as EditorTemplate;
const templates = [template('modern', '#312e81'), template('artistic', '#fff7ed')];

describe('the card a video is made of', () => {
  it('has the category’s template, the title as its headline and the message on the front', () => {
    const card = videoCardInput(templates, {
      category: 'Birthday',
      occasion: 'birthday',
      title: 'Happy Birthday, Sam!',
      message: 'Have a wonderful day.',
    });
    expect(card).toMatchObject({
      templateId: 'artistic',
      backgroundColor: '#fff7ed',
      title: 'Happy Birthday, Sam!',
      category: 'birthday',
    });
    const headline = card.elements?.find((e) => e.id === EDITOR_HEADLINE.id);
    expect(headline).toMatchObject({ type: 'text', content: 'Happy Birthday, Sam!' });
    expect(card.elements?.some((e) => e.type === 'text' && e.content.includes('wonderful'))).toBe(
      true,
    );
  });

  it('falls back to the first template for a category of an uploaded template', () => {
    expect(frontTemplateId('Family reunion')).toBe('modern');
    const card = videoCardInput(templates, {
      category: 'Holiday',
      occasion: 'holiday',
      title: 'Happy Holidays',
      message: '',
    });
    expect(card.templateId).toBe('modern');
  });
});
