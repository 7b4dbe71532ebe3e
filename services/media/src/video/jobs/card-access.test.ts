import { describe, expect, it } from 'vitest';
import { mayMakeVideoOf } from './card-access.js';

describe('who may make a video of a card', () => {
  it('lets the owner and an editor of the named card', () => {
    expect(mayMakeVideoOf({ cardId: 'Card000000000001', role: 'owner' }, 'Card000000000001')).toBe(
      true,
    );
    expect(mayMakeVideoOf({ cardId: 'Card000000000001', role: 'editor' }, 'Card000000000001')).toBe(
      true,
    );
  });

  it('refuses a viewer, and a claim for another card than the form names', () => {
    expect(mayMakeVideoOf({ cardId: 'Card000000000001', role: 'viewer' }, 'Card000000000001')).toBe(
      false,
    );
    expect(mayMakeVideoOf({ cardId: 'Card000000000001', role: 'owner' }, 'Card000000000002')).toBe(
      false,
    );
  });
});
