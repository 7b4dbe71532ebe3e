import { zodResolver } from '@hookform/resolvers/zod';
import { VIDEO_MESSAGES } from '@cardsmith/contracts';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { useCreateVideoCard } from '../../features/video/use-create-video-card.js';
import {
  INITIAL_VIDEO_CARD_FORM,
  VideoCardFormSchema,
  type VideoCardFormInput,
  type VideoCardFormValues,
} from '../../features/video/video-card-form.js';
import { VideoCardForm } from '../../features/video/VideoCardForm.js';
import { VideoCardPreview } from '../../features/video/VideoCardPreview.js';

function missingInformation() {
  const [heading, detail] = VIDEO_MESSAGES.missingInformation.split(' - ');
  toast({ title: heading!, description: detail, variant: 'destructive' });
}

/** `/video-cards` (spec 001 §2): title, message and voice, a template, a real render, share it. */
export function VideoCardsPage() {
  const form = useForm<VideoCardFormInput, unknown, VideoCardFormValues>({
    resolver: zodResolver(VideoCardFormSchema),
    // The title's hint shows from Create until a title is typed; nothing else is checked before.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: INITIAL_VIDEO_CARD_FORM,
  });
  const [template, title] = useWatch({ control: form.control, name: ['template', 'title'] });
  const creation = useCreateVideoCard();
  const create = form.handleSubmit(creation.create, missingInformation);

  return (
    <>
      <title>Video Cards – Cardsmith</title>
      <PageHeader eyebrow="Video" title="Video Cards">
        <p>Turn your card, your words and your voice into a short video to send.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
        <FormProvider {...form}>
          <VideoCardForm />
        </FormProvider>
        <VideoCardPreview
          template={template}
          title={title}
          state={creation.state}
          cardId={creation.cardId}
          onCreate={() => void create()}
        />
      </div>
    </>
  );
}
