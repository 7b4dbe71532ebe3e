import {
  CLIENT_MESSAGE_TYPES,
  COLLAB_ERRORS,
  COLLAB_LIMITS,
  ClientMessageSchema,
} from '@cardsmith/contracts';
import type { z } from 'zod';
import type { Frame } from './client-socket.js';

export type ParseResult =
  { ok: true; message: z.output<typeof ClientMessageSchema> } | { ok: false; error: string };

/** Turns one frame into a client message or the `error` sentence explaining why it is not one. */
export function parseClientMessage(data: Frame, isBinary: boolean): ParseResult {
  const size =
    typeof data === 'string'
      ? Buffer.byteLength(data)
      : Array.isArray(data)
        ? data.reduce((sum, chunk) => sum + chunk.length, 0)
        : data instanceof ArrayBuffer
          ? data.byteLength
          : data.length;
  if (size > COLLAB_LIMITS.maxMessageBytes) return { ok: false, error: COLLAB_ERRORS.tooLarge };
  if (isBinary) return { ok: false, error: COLLAB_ERRORS.invalidJson };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { ok: false, error: COLLAB_ERRORS.invalidJson };
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (!CLIENT_MESSAGE_TYPES.includes(type as never)) {
    return { ok: false, error: COLLAB_ERRORS.unknownType };
  }
  const parsed = ClientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    return { ok: false, error: `${COLLAB_ERRORS.invalidMessage}${where}` };
  }
  return { ok: true, message: parsed.data };
}
