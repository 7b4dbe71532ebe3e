import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mergeRerun,
  parseTables,
  readmeSection,
  type BenchResult,
  type BenchResults,
} from '../bench/run-all.js';

const result = (name: string, startedAt: string, seconds = 12.5): BenchResult => ({
  name,
  startedAt,
  args: [],
  exitCode: 0,
  seconds,
  loadBefore: [0.5, 0.4, 0.3],
  tables: [],
  output: '',
});
const machine = {
  cpus: 2,
  model: 'Test CPU',
  memoryGb: 8,
  node: 'v20.19.0',
  platform: 'linux x64',
};

describe('npm run bench', () => {
  it('reads the Markdown tables a benchmark prints into rows', () => {
    const output = [
      'print files benchmark — 2026-11-24',
      '| what | median ms | p99 ms |',
      '|---|---|---|',
      '| PDF | 120 | 180 |',
      '| PNG | 40 | 55 |',
      '',
      'not a table | at all',
      '| a | b |',
      '| --- | :-: |',
      '| 1 |',
    ].join('\n');
    expect(parseTables(output)).toEqual([
      [
        { what: 'PDF', 'median ms': '120', 'p99 ms': '180' },
        { what: 'PNG', 'median ms': '40', 'p99 ms': '55' },
      ],
      [{ a: '1', b: '' }],
    ]);
  });

  it('reads console.table output too', () => {
    const output = [
      '┌─────────┬──────────┬────────┐',
      '│ (index) │ requests │ median │',
      '├─────────┼──────────┼────────┤',
      "│ message │ 20       │ '5 ms' │",
      '└─────────┴──────────┴────────┘',
    ].join('\n');
    expect(parseTables(output)).toEqual([
      [{ '(index)': 'message', requests: '20', median: '5 ms' }],
    ]);
  });

  it('summarises a run with its date, machine and load between the README markers', () => {
    const results: BenchResults = {
      date: '2026-11-24T21:00:00.000Z',
      quick: false,
      machine,
      results: [result('print', '2026-11-24T21:05:00.000Z')],
    };
    const section = readmeSection(results);
    expect(section).toMatch(/^<!-- bench:results:start/);
    expect(section).toContain('2026-11-24T21:00:00.000Z, 2 × Test CPU, 8 GB, Node v20.19.0');
    expect(section).toContain(
      '| print | 2026-11-24T21:05:00.000Z | defaults | 0.5, 0.4, 0.3 | 12.5 | 0 |',
    );
    expect(section.trimEnd()).toMatch(/<!-- bench:results:end -->$/);
  });

  it('puts a rerun (--only) in place of the full run’s entries, keeping the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    try {
      const file = join(dir, 'results.json');
      const full: BenchResults = {
        date: '2026-11-25T03:41:00.000Z',
        quick: false,
        machine,
        results: [
          result('ai', '2026-11-25T03:42:00.000Z'),
          result('print', '2026-11-25T03:50:00.000Z'),
        ],
      };
      writeFileSync(file, JSON.stringify(full));
      const rerun: BenchResults = {
        ...full,
        date: '2026-11-25T04:30:00.000Z',
        results: [result('ai', '2026-11-25T04:30:00.000Z', 30)],
      };
      expect(mergeRerun(file, rerun)).toEqual({
        ...full,
        results: [result('ai', '2026-11-25T04:30:00.000Z', 30), full.results[1]],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
