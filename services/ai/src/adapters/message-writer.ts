import type { AiProvider } from '@cardsmith/contracts';
import { composeMessage, type MessageBrief } from '../messages/composer.js';

export interface WriteOptions {
  /** Which of several answers to one request this is; the offline composer varies by it. */
  variant: number;
  /** The visitor's own prompt, when they wrote one (Test AI page). */
  prompt?: string;
}

export interface MessageWriter {
  readonly provider: AiProvider;
  write(brief: MessageBrief, options: WriteOptions): Promise<string>;
}

export const offlineMessageWriter: MessageWriter = {
  provider: 'offline',
  write: async (brief, { variant }) => composeMessage(brief, variant),
};
