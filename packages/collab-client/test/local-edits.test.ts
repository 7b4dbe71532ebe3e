import type { CollabCardData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { LocalEdits } from '../src/local-edits.js';

const card = (cardMessage: string, backgroundColor = '#ffffff'): CollabCardData => ({
  backgroundColor,
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage,
  elements: [],
});

describe('LocalEdits', () => {
  it('shows an edit made before the room answered, and keeps it on top of the room’s card', () => {
    const edits = new LocalEdits('me');
    edits.start(card('Hi'));
    edits.record(card('Hi'), card('Hi!'));
    expect(edits.view?.cardMessage).toBe('Hi!');
    edits.takeRoomCard(card('Hi', '#000000'), undefined);
    expect(edits.view).toMatchObject({ cardMessage: 'Hi!', backgroundColor: '#000000' });
    expect(edits.joinCard?.backgroundColor).toBe('#000000');
  });

  it('settles its own operations when the room sends them back, and others’ go underneath', () => {
    const edits = new LocalEdits('me');
    edits.start(card(''));
    edits.takeRoomCard(card(''), undefined);
    edits.record(card(''), card('ab'));
    const [mine] = edits.unsent();
    edits.sent(mine!.seq);
    expect(edits.unsent()).toEqual([]);
    edits.applyRoomOps([
      {
        clientId: 'bo',
        op: { kind: 'text', target: { field: 'cardMessage' }, index: 0, remove: 0, insert: 'Oh ' },
      },
    ]);
    expect(edits.view?.cardMessage).toBe('Oh ab');
    expect(edits.unacknowledged).toBe(1);
    edits.applyRoomOps([
      {
        clientId: 'me',
        seq: mine!.seq,
        op: { kind: 'text', target: { field: 'cardMessage' }, index: 3, remove: 0, insert: 'ab' },
      },
    ]);
    expect(edits.view?.cardMessage).toBe('Oh ab');
    expect(edits.unacknowledged).toBe(0);
    expect(edits.after).toBe(mine!.seq);
  });

  it('sends everything pending again after a reconnect, and drops what a sync says the room has', () => {
    const edits = new LocalEdits('me');
    edits.start(card(''));
    edits.takeRoomCard(card(''), undefined);
    edits.record(card(''), card('a'));
    edits.record(card('a'), card('ab'));
    edits.sent(2);
    edits.resendAll();
    edits.takeRoomCard(card('a'), 1);
    expect(edits.unsent().map((entry) => entry.seq)).toEqual([2]);
    expect(edits.view?.cardMessage).toBe('ab');
  });
});
