/**
 * Prints the offline AI's evaluation scores: `npm run eval -w services/ai` (add `--failures`
 * to print what failed).
 */
import cases from './messages.json' with { type: 'json' };
import { scoreMessages, type MessageCase } from './messages-score.js';

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
