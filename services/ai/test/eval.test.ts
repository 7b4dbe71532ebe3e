import { describe, expect, it } from 'vitest';
import cases from '../eval/messages.json' with { type: 'json' };
import { scoreMessages, type MessageCase } from '../eval/messages-score.js';

/** The scores the offline AI reached on the fixed evaluation sets: they may rise, never fall. */
const MESSAGE_FLOOR = 510;

describe('offline AI evaluation', () => {
  it('keeps the message score on the fixed request set', () => {
    const score = scoreMessages(cases as MessageCase[]);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(score.passed, score.failures.join('\n\n')).toBeGreaterThanOrEqual(MESSAGE_FLOOR);
  });
});
