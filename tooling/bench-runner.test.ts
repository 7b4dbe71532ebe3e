import { describe, expect, it } from 'vitest';
import { parseTables, readmeSection, type BenchResults } from '../bench/run-all.js';

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
      machine: { cpus: 2, model: 'Test CPU', memoryGb: 8, node: 'v20.19.0', platform: 'linux x64' },
      results: [
        {
          name: 'print',
          args: [],
          exitCode: 0,
          seconds: 12.5,
          loadBefore: [0.5, 0.4, 0.3],
          tables: [],
          output: '',
        },
      ],
    };
    const section = readmeSection(results);
    expect(section).toMatch(/^<!-- bench:results:start/);
    expect(section).toContain('2026-11-24T21:00:00.000Z, 2 × Test CPU, 8 GB, Node v20.19.0');
    expect(section).toContain('| print | defaults | 0.5, 0.4, 0.3 | 12.5 | 0 |');
    expect(section.trimEnd()).toMatch(/<!-- bench:results:end -->$/);
  });
});
