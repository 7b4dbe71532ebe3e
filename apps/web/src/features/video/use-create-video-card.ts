import { catalogRoutes, VIDEO_MESSAGES, type RouteOutput } from '@cardsmith/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store.js';
import { createCard } from '../ai/ai-api.js';
import { occasionOf, occasionOfCategory } from './occasion.js';
import { useVideoRender } from './use-video-render.js';
import type { VideoCardFormValues } from './video-card-form.js';
import { videoCardInput } from './video-card-front.js';

type EditorTemplates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

function generationFailed(reason: string | null) {
  const [heading, detail] = VIDEO_MESSAGES.generationFailed.split(' - ');
  toast({ title: heading!, description: reason ?? detail, variant: 'destructive' });
}

/**
 * Create Video Card: saves the card its front shows, then renders the video of it and follows the
 * render; a failure of either says Generation Failed.
 */
export function useCreateVideoCard() {
  const queryClient = useQueryClient();
  const render = useVideoRender();
  const [cardId, setCardId] = useState<string | null>(null);

  async function create({
    template,
    title,
    message,
    occasion,
    music,
    voiceAudioUrl,
  }: VideoCardFormValues) {
    let id: string;
    try {
      const { templates } = await queryClient.fetchQuery<EditorTemplates>({
        queryKey: [catalogRoutes.listEditorTemplates.path],
      });
      id = await createCard(
        videoCardInput(templates, {
          category: occasion ?? template.category,
          occasion: occasion ? occasionOfCategory(occasion) : occasionOf(template),
          title,
          message,
        }),
      );
    } catch {
      generationFailed(null);
      return;
    }
    setCardId(id);
    const result = await render.start({
      type: 'template',
      cardId: id,
      templateId: template.id,
      title,
      message,
      voiceAudioUrl: voiceAudioUrl ?? undefined,
      occasion: occasion ?? undefined,
      music,
    });
    if (result.phase === 'failed') generationFailed(result.reason);
  }

  return { state: render.state, cardId, create };
}
