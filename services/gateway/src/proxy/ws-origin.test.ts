import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './ws-origin.js';

const PUBLIC = 'https://cards.example';

describe('isAllowedSocketOrigin', () => {
  it('accepts the public origin and the origin the request reached', () => {
    expect(isAllowedSocketOrigin('https://cards.example', 'internal:8080', PUBLIC)).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost:5173', 'localhost:5173', PUBLIC)).toBe(true);
  });

  it('accepts clients that send no Origin', () => {
    expect(isAllowedSocketOrigin(undefined, 'cards.example', PUBLIC)).toBe(true);
  });

  it('refuses pages of other sites', () => {
    expect(isAllowedSocketOrigin('https://evil.example', 'cards.example', PUBLIC)).toBe(false);
    expect(isAllowedSocketOrigin('null', 'cards.example', PUBLIC)).toBe(false);
  });
});
