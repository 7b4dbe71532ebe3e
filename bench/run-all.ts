/**
 * `npm run bench [-- --quick] [-- --only=ai,print]`: builds the platform, runs every benchmark
 * (`bench/<name>/run.ts`) one after another, and writes what each printed, its tables parsed into
 * rows, when it started, its duration and exit code, with the date and the machine, to
 * bench/results.json; the section between the markers at the end of bench/README.md is rewritten
 * from it. `--only` reruns some of them: their entries replace those of the last full run in
 * results.json, each with its own start time.
 *
 * `--quick` runs each with small arguments to check that they all still work: its figures mean
 * nothing, so it writes bench/results.quick.json (not committed) and leaves the README alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');

/** Arguments of a quick run: a few requests each, enough to exercise every path of the script. */
const QUICK_ARGS: Record<string, string[]> = {
  ai: ['20', '4'],
  blobs: ['2', '3'],
  collab: ['2:5,2:10', '1'],
  gateway: ['1', '4'],
  print: ['2'],
  scale: ['--samples', '3'],
  scheduler: ['200', '4'],
  sharing: ['1', '4'],
  video: ['1'],
  voice: ['2'],
};

export interface BenchResult {
  name: string;
  /**
   * ISO 8601: a rerun (`--only`) has a later one than the full run it was merged into. Absent in
   * runs written before it was recorded (the README says "in the full run").
   */
  startedAt?: string;
  args: string[];
  exitCode: number | null;
  seconds: number;
  loadBefore: number[];
  /** Every Markdown table the script printed, as rows keyed by the header's cells. */
  tables: Record<string, string>[][];
  output: string;
}

export interface BenchResults {
  date: string;
  quick: boolean;
  machine: { cpus: number; model: string; memoryGb: number; node: string; platform: string };
  results: BenchResult[];
}

/** Markdown tables (`| a | b |` lines under a header and a `|---|` line) as arrays of rows. */
export function parseTables(output: string): Record<string, string>[][] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const lines = output.split('\n');
  const tables: Record<string, string>[][] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1]!)) continue;
    const header = cells(lines[i]!);
    const rows: Record<string, string>[] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const row = cells(lines[j]!);
      rows.push(Object.fromEntries(header.map((key, k) => [key, row[k] ?? ''])));
    }
    tables.push(rows);
    i = j - 1;
  }
  return [...tables, ...parseConsoleTables(lines)];
}

/** The box-drawn tables of `console.table` (`┌`, `│ a │ b │`, `├`, rows, `└`) as rows. */
function parseConsoleTables(lines: string[]): Record<string, string>[][] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^│|│$/g, '')
      .split('│')
      .map((cell) => cell.trim().replace(/^'(.*)'$/, '$1'));
  const tables: Record<string, string>[][] = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('┌') || !lines[i + 2]!.trim().startsWith('├')) continue;
    const header = cells(lines[i + 1]!);
    const rows: Record<string, string>[] = [];
    let j = i + 3;
    for (; j < lines.length && lines[j]!.trim().startsWith('│'); j++) {
      const row = cells(lines[j]!);
      rows.push(Object.fromEntries(header.map((key, k) => [key, row[k] ?? ''])));
    }
    tables.push(rows);
    i = j;
  }
  return tables;
}

function runBench(name: string, args: string[]): Promise<BenchResult> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((value) => Math.round(value * 100) / 100);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(benchDir, name, 'run.ts'), ...args],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (exitCode) =>
      resolve({
        name,
        startedAt,
        args,
        exitCode,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        loadBefore,
        tables: parseTables(output),
        output,
      }),
    );
  });
}

const README_START = '<!-- bench:results:start (written by `npm run bench`) -->';
const README_END = '<!-- bench:results:end -->';

export function readmeSection(results: BenchResults): string {
  const { machine } = results;
  const lines = [
    README_START,
    '',
    `Last full run: ${results.date}, ${machine.cpus} × ${machine.model}, ${machine.memoryGb} GB, Node ${machine.node}. Every figure: \`bench/results.json\`.`,
    '',
    '| bench | started | arguments | load average before | seconds | exit |',
    '| ----- | ------- | --------- | ------------------- | ------- | ---- |',
    ...results.results.map(
      (r) =>
        `| ${r.name} | ${r.startedAt ?? 'in the full run'} | ${r.args.join(' ') || 'defaults'} | ${r.loadBefore.join(', ')} | ${r.seconds} | ${r.exitCode} |`,
    ),
    '',
    README_END,
  ];
  return lines.join('\n');
}

function writeReadme(results: BenchResults): void {
  const path = join(benchDir, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const section = readmeSection(results);
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  const next =
    start >= 0 && end > start
      ? readme.slice(0, start) + section + readme.slice(end + README_END.length)
      : `${readme.trimEnd()}\n\n## \`npm run bench\`: the last full run\n\n${section}\n`;
  writeFileSync(path, next);
}

/** The last full run with the benchmarks just rerun in place of its own, in name order. */
export function mergeRerun(file: string, rerun: BenchResults): BenchResults {
  const last = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  if (last.quick !== rerun.quick) return rerun;
  const byName = new Map(last.results.map((result) => [result.name, result]));
  for (const result of rerun.results) byName.set(result.name, result);
  return {
    ...last,
    results: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const names = readdirSync(benchDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'run.ts')))
    .map((entry) => entry.name)
    .filter((name) => !only || only.includes(name))
    .sort();
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['turbo', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The build failed; the benchmarks run against the built platform.');
      process.exit(1);
    }
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    quick,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    results: [],
  };
  for (const name of names) {
    console.log(`\n=== bench ${name}${quick ? ' (quick)' : ''}\n`);
    results.results.push(await runBench(name, quick ? (QUICK_ARGS[name] ?? []) : []));
  }
  const file = join(benchDir, quick ? 'results.quick.json' : 'results.json');
  const written = only && existsSync(file) ? mergeRerun(file, results) : results;
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  if (!quick) writeReadme(written);
  const failed = results.results.filter((r) => r.exitCode !== 0);
  console.log(
    `\n${results.results.length} benchmarks, ${failed.length} failed${failed.length ? `: ${failed.map((r) => r.name).join(', ')}` : ''}; written to ${file}`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
