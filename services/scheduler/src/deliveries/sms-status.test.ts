import { describe, expect, it } from 'vitest';
import { smsOutcome } from './sms-status.js';

describe('smsOutcome', () => {
  it('records delivery and failure, and nothing for the steps before', () => {
    expect(smsOutcome('delivered')).toBe('delivered');
    expect(smsOutcome('read')).toBe('delivered');
    expect(smsOutcome('undelivered')).toBe('failed');
    expect(smsOutcome('failed')).toBe('failed');
    for (const step of ['queued', 'accepted', 'sending', 'sent', '']) {
      expect(smsOutcome(step)).toBeNull();
    }
  });
});
