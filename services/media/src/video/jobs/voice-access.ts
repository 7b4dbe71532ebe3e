/** What decides whether a visitor may put an audio blob into their video card. */
export interface VoiceBlob {
  kind: string;
  ownerVisitorId: string | null;
  /** A text-to-speech clip: cached once per text and voice and handed to everyone who asks for it. */
  isSpeechClip: boolean;
}

/**
 * A recording is personal: only the visitor who stored it may use it. A speech clip is shared by
 * design (the same text in the same voice is one cached clip), so anyone may use it.
 */
export function voiceUsableBy(voice: VoiceBlob | undefined, visitorId: string): boolean {
  if (!voice || voice.kind !== 'audio') return false;
  return voice.isSpeechClip || voice.ownerVisitorId === visitorId;
}
