import { DEFAULT_VIDEO_MUSIC, VIDEO_MESSAGES, type VideoCategory } from '@cardsmith/contracts';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MusicPicker } from './MusicPicker.js';
import { titleAfterOccasion } from './occasion.js';
import { OccasionPicker } from './OccasionPicker.js';
import { TemplateGallery } from './TemplateGallery.js';
import type { VideoCardFormInput, VideoCardFormValues } from './video-card-form.js';
import { VoiceMessageFields } from './VoiceMessageFields.js';

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-stone-300 px-3 py-2.5 text-sm shadow-sm focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none';

/** What the video card says and looks like: occasion, title, message, voice, music, template. */
export function VideoCardForm() {
  const ids = { title: useId(), message: useId(), hint: useId() };
  const { register, control, getValues, setValue, clearErrors, formState } = useFormContext<
    VideoCardFormInput,
    unknown,
    VideoCardFormValues
  >();
  const [occasion, music = DEFAULT_VIDEO_MUSIC, template] = useWatch({
    control,
    name: ['occasion', 'music', 'template'],
  });
  const titleMissing = Boolean(formState.errors.title);

  function chooseOccasion(next: VideoCategory) {
    const suggested = titleAfterOccasion(getValues('title'), occasion, next);
    setValue('title', suggested);
    if (suggested.trim()) clearErrors('title');
    setValue('occasion', next);
  }

  return (
    <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <OccasionPicker value={occasion} onChange={chooseOccasion} />
      <div>
        <label htmlFor={ids.title} className="text-sm font-medium text-stone-800">
          Card title <span aria-hidden="true">*</span>
        </label>
        <input
          id={ids.title}
          required
          maxLength={120}
          aria-invalid={titleMissing || undefined}
          aria-describedby={titleMissing ? ids.hint : undefined}
          {...register('title', {
            // The hint stays until there is a title (it is checked again on Create).
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value.trim()) clearErrors('title');
            },
          })}
          className={fieldClass}
        />
        {titleMissing ? (
          <p id={ids.hint} className="mt-1 text-sm text-rose-700">
            {VIDEO_MESSAGES.titleRequired}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.message} className="text-sm font-medium text-stone-800">
          Message
        </label>
        <textarea
          id={ids.message}
          rows={3}
          maxLength={500}
          {...register('message')}
          className={fieldClass}
        />
      </div>
      <VoiceMessageFields fieldClass={fieldClass} />
      <div className="border-t border-stone-200 pt-4">
        <MusicPicker
          value={music}
          onChange={(next) => setValue('music', next)}
          template={template}
        />
      </div>
      <div className="border-t border-stone-200 pt-4">
        <h2 className="mb-3 text-sm font-semibold">Template</h2>
        <TemplateGallery
          selected={template}
          onSelect={(next) => setValue('template', next)}
          preferredCategory={occasion}
        />
      </div>
    </section>
  );
}
