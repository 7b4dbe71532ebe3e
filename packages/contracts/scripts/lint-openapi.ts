/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi.js';

/**
 * `npm run lint:openapi`: writes the document the gateway serves at /api/docs/openapi.json and
 * runs `redocly lint` on it with the recommended rules, failing on any error or warning. The
 * server is the production origin (`PUBLIC_ORIGIN` when set), as in a deployment.
 */
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'openapi.json');
mkdirSync(dirname(file), { recursive: true });
const serverUrl = process.env.PUBLIC_ORIGIN ?? 'https://cardsmith.app';
const document = buildOpenApiDocument({ serverUrl });
writeFileSync(file, JSON.stringify(document, null, 2));

const run = spawnSync('redocly', ['lint', file, '--format=json'], {
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
const report = JSON.parse(run.stdout) as LintReport;
for (const problem of report.problems) {
  console.error(`${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
}
const operations = Object.values(document.paths).flatMap(Object.keys).length;
console.log(
  `redocly lint (recommended) on ${operations} operations: ${report.totals.errors} errors, ${report.totals.warnings} warnings`,
);
if (report.totals.errors + report.totals.warnings > 0) process.exit(1);
