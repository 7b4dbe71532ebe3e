import { describe, expect, it } from 'vitest';
import { admitRender, RENDER_QUOTA_MESSAGES, waitingLabel } from './render-quota.js';

const caps = { perVisitor: 3, perAddress: 10 };

describe('admitRender', () => {
  it("puts everyone's first video before anyone's second", () => {
    expect(admitRender({ visitor: 0, address: 0 }, caps)).toEqual({ ok: true, priority: 1 });
    expect(admitRender({ visitor: 2, address: 2 }, caps)).toEqual({ ok: true, priority: 3 });
    // A fresh cookie on a busy address waits behind that address's backlog, not before it.
    expect(admitRender({ visitor: 0, address: 7 }, caps)).toEqual({ ok: true, priority: 8 });
  });

  it('refuses past the visitor cap and the address cap, saying when more is possible', () => {
    expect(admitRender({ visitor: 3, address: 3 }, caps)).toEqual({
      ok: false,
      message: RENDER_QUOTA_MESSAGES.visitor(3),
    });
    expect(admitRender({ visitor: 0, address: 10 }, caps)).toEqual({
      ok: false,
      message: RENDER_QUOTA_MESSAGES.address(10),
    });
    expect(RENDER_QUOTA_MESSAGES.visitor(3)).toMatch(/as soon as one of them is finished/);
  });
});

describe('waitingLabel', () => {
  it('says how many renders are ahead', () => {
    expect(waitingLabel(0)).toBe('Waiting to start: yours is next');
    expect(waitingLabel(1)).toBe('Waiting to start: 1 video ahead of yours');
    expect(waitingLabel(4)).toBe('Waiting to start: 4 videos ahead of yours');
  });
});
