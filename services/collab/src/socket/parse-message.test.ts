import { COLLAB_ERRORS } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './parse-message.js';

const frame = (value: unknown) => Buffer.from(JSON.stringify(value));
const cursor = {
  type: 'cursor_update',
  cardId: 'card-1234567',
  clientId: 'client-1',
  position: { x: 1, y: 2 },
  name: 'Ann',
  color: '#ff0000',
};

describe('parseClientMessage', () => {
  it('accepts each spec message', () => {
    expect(parseClientMessage(frame(cursor), false)).toEqual({ ok: true, message: cursor });
    const join = parseClientMessage(
      frame({ type: 'join', cardId: 'card-1234567', clientId: 'c', name: null }),
      false,
    );
    expect(join.ok).toBe(true);
  });

  it('names what is wrong', () => {
    expect(parseClientMessage(Buffer.from('{'), false)).toEqual({
      ok: false,
      error: COLLAB_ERRORS.invalidJson,
    });
    expect(parseClientMessage(frame({ type: 'hello' }), false)).toEqual({
      ok: false,
      error: COLLAB_ERRORS.unknownType,
    });
    expect(parseClientMessage(frame([1]), false)).toMatchObject({
      error: COLLAB_ERRORS.unknownType,
    });
    const wrong = parseClientMessage(frame({ ...cursor, position: { x: 'a' } }), false);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatch(/^That message is missing fields.*position\.x/);
  });

  it('refuses binary frames and frames over 256 KB', () => {
    expect(parseClientMessage(frame(cursor), true)).toMatchObject({
      error: COLLAB_ERRORS.invalidJson,
    });
    const big = Buffer.alloc(256 * 1024 + 1, 32);
    expect(parseClientMessage(big, false)).toMatchObject({ error: COLLAB_ERRORS.tooLarge });
  });
});
