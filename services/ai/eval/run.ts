/**
 * Prints the offline AI's evaluation scores: `npm run eval -w services/ai` (add `--failures`
 * to print what failed).
 */
import cases from './messages.json' with { type: 'json' };
import { scoreSubjects, type SubjectCase } from './images-score.js';
import { scoreMessages, type MessageCase } from './messages-score.js';
import subjectCases from './subjects.json' with { type: 'json' };

const showFailures = process.argv.includes('--failures');
const messages = scoreMessages(cases as MessageCase[]);
const percent = (passed: number, total: number) =>
  `${passed}/${total} (${((100 * passed) / Math.max(total, 1)).toFixed(1)}%)`;

console.log(`Messages: ${cases.length} requests × 3 variants`);
for (const [check, { passed, total }] of Object.entries(messages.checks)) {
  console.log(`  ${check.padEnd(9)} ${percent(passed, total)}`);
}
console.log(`  overall   ${percent(messages.passed, messages.total)}`);
if (showFailures) for (const failure of messages.failures) console.log(`\n${failure}`);

const images = await scoreSubjects(subjectCases as SubjectCase[]);
console.log(`\nImages: ${percent(images.shown, images.total)} subject prompts show their subject`);
if (showFailures) for (const missed of images.missed) console.log(`  missed: ${missed}`);
