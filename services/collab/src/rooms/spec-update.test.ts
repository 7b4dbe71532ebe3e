import type { CollabCardData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { specUpdateOps } from './spec-update.js';

const card = (patch: Partial<CollabCardData> = {}): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: '',
  elements: [],
  ...patch,
});

describe('specUpdateOps', () => {
  it('is what changed from the card the room last sent, when the client sent nothing since', () => {
    expect(specUpdateOps(card({ cardMessage: 'Hi' }), card(), null)).toEqual([
      {
        kind: 'text',
        target: { field: 'cardMessage' },
        index: 0,
        remove: 0,
        insert: 'Hi',
        base: '',
      },
    ]);
  });

  it('does not undo a relay the client had not received when it sent its card', () => {
    // The room sent it blue; its card still shows its own red, and it typed a message.
    const lastReceived = card({ backgroundColor: '#0000ff' });
    const lastSent = card({ backgroundColor: '#ff0000' });
    const sent = card({ backgroundColor: '#ff0000', cardMessage: 'Hello' });
    expect(specUpdateOps(sent, lastReceived, lastSent)).toEqual([
      {
        kind: 'text',
        target: { field: 'cardMessage' },
        index: 0,
        remove: 0,
        insert: 'Hello',
        base: '',
      },
    ]);
  });

  it('takes an edit back to a value it had before (an undo) as the edit it is', () => {
    const lastSent = card({ cardMessage: 'Hi!' });
    expect(specUpdateOps(card({ cardMessage: 'Hi' }), lastSent, lastSent)).toEqual([
      {
        kind: 'text',
        target: { field: 'cardMessage' },
        index: 2,
        remove: 1,
        insert: '',
        base: 'Hi!',
      },
    ]);
  });
});
