import type { CollabRole } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { mayMakeVideoOf } from './card-access.js';

const claim = (role: CollabRole) => ({
  cardId: 'Card000000000001',
  role,
  frontBlobId: 'front-blob-0001',
});

describe('who may make a video of a card', () => {
  it('lets the owner and an editor of the named card', () => {
    expect(mayMakeVideoOf(claim('owner'), 'Card000000000001')).toBe(true);
    expect(mayMakeVideoOf(claim('editor'), 'Card000000000001')).toBe(true);
  });

  it('refuses a viewer, and a claim for another card than the form names', () => {
    expect(mayMakeVideoOf(claim('viewer'), 'Card000000000001')).toBe(false);
    expect(mayMakeVideoOf(claim('owner'), 'Card000000000002')).toBe(false);
  });
});
