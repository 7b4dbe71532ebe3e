import { voiceRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SpeechService } from './speech.service.js';

export function registerSpeechRoutes(app: FastifyInstance, speech: SpeechService): void {
  registerRoute(app, voiceRoutes.listVoiceOptions, async () => speech.voices());

  registerRoute(app, voiceRoutes.textToSpeech, async ({ body, request }) => ({
    success: true as const,
    ...(await speech.speak(body.text, body.voice, requireVisitor(request))),
  }));

  registerRoute(app, voiceRoutes.generateSpeech, async ({ body, request }) =>
    speech.speak(body.text, body.voice, requireVisitor(request)),
  );
}
