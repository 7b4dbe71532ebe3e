import {
  VideoCardCreatedSchema,
  VideoJobSchema,
  videoRoutes,
  type VideoCategory,
  type VideoJob,
  type VideoMusicId,
  type VideoTemplateType,
} from '@cardsmith/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, postForm } from '../../lib/api.js';

export const videoTemplatesQuery = (type: VideoTemplateType) =>
  queryOptions({
    queryKey: ['video-templates', type],
    queryFn: async () =>
      (await api(videoRoutes.listVideoTemplates, { querystring: { type } })).templates,
    staleTime: Infinity,
  });

/** The music choices of the video card form, from the media service's catalog. */
export const videoMusicQuery = () =>
  queryOptions({
    queryKey: ['video-music'],
    queryFn: async () => (await api(videoRoutes.listVideoMusic, {})).music,
    staleTime: Infinity,
  });

export type VideoCardRequest = {
  cardId: string;
  title: string;
  message: string;
  voiceAudioUrl?: string;
  occasion?: VideoCategory;
  music?: VideoMusicId;
} & ({ type: 'template'; templateId: string } | { type: 'upload'; videoFile: File });

/**
 * `POST /api/video/create-card` (multipart): answers the render job's id. The address names the
 * card as well, for the gateway to check the visitor's role on it before the upload is read.
 */
export async function createVideoCard(request: VideoCardRequest): Promise<string> {
  const form = new FormData();
  form.append('cardId', request.cardId);
  form.append('type', request.type);
  form.append('title', request.title);
  form.append('message', request.message);
  if (request.voiceAudioUrl) form.append('voiceAudioUrl', request.voiceAudioUrl);
  if (request.occasion) form.append('occasion', request.occasion);
  if (request.music) form.append('music', request.music);
  // Fields first: the server reads the parts in order.
  if (request.type === 'template') form.append('templateId', request.templateId);
  else form.append('videoFile', request.videoFile, request.videoFile.name);
  const body = await postForm(
    `/api/video/create-card?cardId=${encodeURIComponent(request.cardId)}`,
    form,
    'Generation Failed - Please try again',
  );
  return VideoCardCreatedSchema.parse(body).jobId;
}

/**
 * Follows a render job through its server-sent events until it is done or failed. Calls
 * `onUpdate` with every state the server reports; answers a function that stops listening.
 */
export function watchVideoJob(
  jobId: string,
  onUpdate: (job: VideoJob) => void,
  onLost: () => void,
): () => void {
  const source = new EventSource(`/api/video/jobs/${encodeURIComponent(jobId)}/events`, {
    withCredentials: true,
  });
  let finished = false;
  source.onmessage = (event: MessageEvent<string>) => {
    const job = VideoJobSchema.parse(JSON.parse(event.data));
    if (job.status === 'done' || job.status === 'failed') {
      finished = true;
      source.close();
    }
    onUpdate(job);
  };
  source.onerror = () => {
    // EventSource reconnects by itself; a stream that ended after the last state is no loss.
    if (finished || source.readyState !== EventSource.CLOSED) return;
    onLost();
  };
  return () => source.close();
}
