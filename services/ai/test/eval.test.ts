import { describe, expect, it } from 'vitest';
import cases from '../eval/messages.json' with { type: 'json' };
import { scoreSubjects, type SubjectCase } from '../eval/images-score.js';
import { scoreMessages, type MessageCase } from '../eval/messages-score.js';
import subjectCases from '../eval/subjects.json' with { type: 'json' };

/** The scores the offline AI reached on the fixed evaluation sets: they may rise, never fall. */
const MESSAGE_FLOOR = 510;
const SUBJECT_FLOOR = 28;

describe('offline AI evaluation', () => {
  it('keeps the message score on the fixed request set', () => {
    const score = scoreMessages(cases as MessageCase[]);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(score.passed, score.failures.join('\n\n')).toBeGreaterThanOrEqual(MESSAGE_FLOOR);
  });

  it('keeps the share of subject prompts whose picture shows the subject', async () => {
    const score = await scoreSubjects(subjectCases as SubjectCase[]);
    expect(subjectCases.length).toBeGreaterThanOrEqual(30);
    expect(score.shown, score.missed.join('\n')).toBeGreaterThanOrEqual(SUBJECT_FLOOR);
  });
});
