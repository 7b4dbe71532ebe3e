import type { CollabCardData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { updateBases } from './update-base.js';

const card = (cardMessage: string): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage,
  elements: [],
});

const history = new Map([
  [4, card('v4')],
  [5, card('v5')],
]);
const cardAt = (version: number) => history.get(version);
const recentlySent = () => [card('sent a'), card('sent b')];

describe('updateBases', () => {
  it('falls back to the recently sent cards for an update without a base', () => {
    expect(updateBases(undefined, null, cardAt, recentlySent)).toEqual(recentlySent());
  });

  it('builds on the sender’s previous update while it has received nothing newer', () => {
    const lastTaken = { baseVersion: 5, cardData: card('mine') };
    expect(updateBases(5, lastTaken, cardAt, recentlySent)).toEqual([card('mine')]);
  });

  it('builds on the room card of the named version once the sender received it', () => {
    const lastTaken = { baseVersion: 4, cardData: card('mine') };
    expect(updateBases(5, lastTaken, cardAt, recentlySent)).toEqual([card('v5')]);
    expect(updateBases(4, null, cardAt, recentlySent)).toEqual([card('v4')]);
  });

  it('falls back to the recently sent cards for a version too old to remember', () => {
    expect(updateBases(1, null, cardAt, recentlySent)).toEqual(recentlySent());
  });
});
