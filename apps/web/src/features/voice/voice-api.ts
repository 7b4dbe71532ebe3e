import {
  RecordingSchema,
  VOICE_OPTIONS,
  voiceRoutes,
  type Recording,
  type VoiceId,
  type VoiceOption,
  VOICE_IDS,
} from '@cardsmith/contracts';
import { api, postForm } from '../../lib/api.js';

/** The server's voices; spec 001 §7: on failure the six default voices are used. */
export async function fetchVoiceOptions(): Promise<VoiceOption[]> {
  try {
    const voices = (await api(voiceRoutes.listVoiceOptions, {})).filter((v) => isVoiceId(v.id));
    return voices.length > 0 ? voices : [...VOICE_OPTIONS];
  } catch {
    return [...VOICE_OPTIONS];
  }
}

export const textToSpeech = (text: string, voice: VoiceId) =>
  api(voiceRoutes.textToSpeech, { body: { text, voice } });

/** A voice id the server listed and this client knows how to ask for. */
export const isVoiceId = (value: string): value is VoiceId =>
  (VOICE_IDS as readonly string[]).includes(value);

/** Uploads a recorded or chosen audio file; the server checks type, size and length. */
export async function uploadRecording(audio: Blob, filename: string): Promise<Recording> {
  const form = new FormData();
  form.append('file', audio, filename);
  const body = await postForm(
    '/api/voice/recordings',
    form,
    'Could not upload the recording. Please try again.',
  );
  return RecordingSchema.parse(body);
}
