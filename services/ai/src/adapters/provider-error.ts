/** A provider could not produce a result; callers answer with the spec's sentence, never this. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'upstream' | 'rejected' | 'empty' | 'malformed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
