import { describe, expect, it } from 'vitest';
import { planTemplateUpload, splitTags, TEMPLATE_UPLOAD_MESSAGES } from './admin-templates.js';

const fields = { name: 'Confetti', category: 'Birthday', tags: ' party, ,fun ,party,  ' };

describe('planTemplateUpload (spec 001 §5)', () => {
  it("says 'No files selected' when there is no file", () => {
    expect(planTemplateUpload(fields, [])).toMatchObject({
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.noFiles,
    });
  });

  it("says 'Missing information' without a name or a known category", () => {
    const missing = { ok: false, title: TEMPLATE_UPLOAD_MESSAGES.missingInformation };
    expect(planTemplateUpload({ ...fields, name: '   ' }, ['image'])).toMatchObject(missing);
    expect(planTemplateUpload({ ...fields, category: undefined }, ['image'])).toMatchObject(
      missing,
    );
    expect(planTemplateUpload({ ...fields, category: 'Halloween' }, ['image'])).toMatchObject(
      missing,
    );
  });

  it('names one file as given and numbers several', () => {
    const one = planTemplateUpload(fields, ['image']);
    expect(one.ok && one.templates.map((t) => t.name)).toEqual(['Confetti']);
    const three = planTemplateUpload(fields, ['image', 'image', 'image']);
    expect(three.ok && three.templates.map((t) => t.name)).toEqual([
      'Confetti 1',
      'Confetti 2',
      'Confetti 3',
    ]);
  });

  it('takes the type from the first file, refusing a mix and anything but images and videos', () => {
    const videos = planTemplateUpload({ ...fields, duration: ' 15s ' }, ['video', 'video']);
    expect(videos.ok && videos.templates.map((t) => [t.type, t.duration])).toEqual([
      ['video', '15s'],
      ['video', '15s'],
    ]);
    const image = planTemplateUpload({ ...fields, duration: '15s' }, ['image']);
    expect(image.ok && image.templates[0]!.duration).toBeNull();
    expect(planTemplateUpload(fields, ['video', 'image'])).toMatchObject({
      ok: false,
      message: TEMPLATE_UPLOAD_MESSAGES.mixedKinds,
    });
    expect(planTemplateUpload(fields, ['audio'])).toMatchObject({
      ok: false,
      message: TEMPLATE_UPLOAD_MESSAGES.notImageOrVideo,
    });
  });

  it('splits tags on commas, trims them and drops blanks and repeats', () => {
    expect(splitTags(fields.tags)).toEqual(['party', 'fun']);
    expect(splitTags(undefined)).toEqual([]);
    const plan = planTemplateUpload(fields, ['image']);
    expect(plan.ok && plan.templates[0]!.tags).toEqual(['party', 'fun']);
  });
});
