/**
 * What the bench's service calls asked Postgres, and how Postgres answered it: a kysely plugin
 * records every statement the repositories compile while recording is on, then each distinct
 * statement is run again under `EXPLAIN (ANALYZE, BUFFERS)`, in order in one transaction that is
 * rolled back (the claim, the refresh and the reclaimer write).
 */
import {
  PostgresQueryCompiler,
  type CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type pg from 'pg';

const compiler = new PostgresQueryCompiler();

export class QueryRecorder implements KyselyPlugin {
  private recording: CompiledQuery[] | null = null;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.recording?.push(compiler.compileQuery(args.node, args.queryId));
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }

  /** Runs `work` and answers the distinct statements it compiled, in the order first seen. */
  async record(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const recorded: CompiledQuery[] = [];
    this.recording = recorded;
    try {
      await work();
    } finally {
      this.recording = null;
    }
    const seen = new Set<string>();
    return recorded.filter((query) => !seen.has(query.sql) && seen.add(query.sql));
  }
}

export interface PlanSummary {
  /** Indexes the plans used. */
  indexes: string[];
  /** Tables read whole. */
  seqScans: string[];
  /** The statements page with OFFSET (a scan of every row before the page). */
  offset: boolean;
  text: string;
}

/**
 * `preparedQuery` compiles its statement once with stand-ins for its values (objects with a
 * `key`): `values` gives the ones the bench passed, by key.
 */
function parametersOf(query: CompiledQuery, values: Record<string, unknown>): unknown[] {
  return query.parameters.map((value) =>
    value !== null && typeof value === 'object' && value.constructor.name === 'Placeholder'
      ? values[(value as { key: string }).key]
      : value,
  );
}

export async function explain(
  client: pg.Client,
  queries: CompiledQuery[],
  values: Record<string, unknown> = {},
): Promise<PlanSummary> {
  const texts: string[] = [];
  // One transaction for the row's statements in order (a refresh's insert follows its delete),
  // rolled back: the plans are real, and the data stays as seeded.
  await client.query('begin');
  try {
    for (const query of queries) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        parametersOf(query, values),
      );
      // A statement (or a plan line) about 500 ids is mostly those ids: its start says enough.
      const statement = query.sql.length > 600 ? `${query.sql.slice(0, 600)} …` : query.sql;
      const plan = result.rows
        .map(({ 'QUERY PLAN': line }) => (line.length > 300 ? `${line.slice(0, 300)} …` : line))
        .join('\n');
      texts.push(`${statement}\n\n${plan}`);
    }
  } finally {
    await client.query('rollback');
  }
  const text = texts.join('\n\n----\n\n');
  const unique = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))];
  return {
    indexes: unique(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g),
    seqScans: unique(/Seq Scan on (\S+)/g),
    offset: queries.some((query) => /\boffset\s+(\$\d+|\d+)/i.test(query.sql)),
    text,
  };
}
