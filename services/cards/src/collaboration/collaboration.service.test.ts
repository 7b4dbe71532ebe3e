import { describe, expect, it } from 'vitest';
import { roleFor } from './collaboration.service.js';

const card = { owner_id: 'visitor-owner' };
const token = 'x'.repeat(43);

describe('roleFor', () => {
  it('makes the owner visitor the owner, with or without a token', () => {
    expect(roleFor(card, token, 'visitor-owner', null)).toBe('owner');
    expect(roleFor(card, token, 'visitor-owner', 'wrong')).toBe('owner');
  });

  it('makes a visitor holding the edit token an editor', () => {
    expect(roleFor(card, token, 'visitor-guest', token)).toBe('editor');
  });

  it('makes everyone else a viewer, including wrong or partial tokens', () => {
    expect(roleFor(card, token, 'visitor-guest', null)).toBe('viewer');
    expect(roleFor(card, token, 'visitor-guest', token.slice(1))).toBe('viewer');
    expect(roleFor(card, token, 'visitor-guest', `${token.slice(1)}y`)).toBe('viewer');
    expect(roleFor(card, token, 'visitor-guest', '')).toBe('viewer');
  });
});
