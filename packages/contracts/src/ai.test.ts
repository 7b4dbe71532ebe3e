import { describe, expect, it } from 'vitest';
import { legacyAiErrorFields } from './ai.js';

describe('legacyAiErrorFields', () => {
  it.each([
    ['POST', '/api/generateMessage', { error: 'No.' }],
    ['post', '/api/generateMessage?x=1', { error: 'No.' }],
    ['GET', '/api/generateMessage', {}],
    ['POST', '/api/generateMessages', {}],
    ['POST', '/api/ai/generate-image', { success: false }],
    ['POST', '/api/ai/generate-message', { success: false }],
    ['POST', '/api/ai/surprise-card?style=fun', { success: false }],
    ['GET', '/api/ai', { success: false }],
    ['GET', '/api/aircraft', {}],
    ['GET', '/api/cards', {}],
  ])('%s %s → %j', (method, url, fields) => {
    expect(legacyAiErrorFields(method, url, 'No.')).toEqual(fields);
  });
});
