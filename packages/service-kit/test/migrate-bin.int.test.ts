import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../src/db.js';

const infra = inject('infra');
const bin = fileURLToPath(new URL('../src/bin/migrate.ts', import.meta.url));
const workdir = mkdtempSync(join(tmpdir(), 'kit-migrate-'));
const schema = `kit_migrate_${randomBytes(4).toString('hex')}`;
const serviceDir = join(workdir, schema);
const admin = createDb<any>(infra.databaseUrl, 'public', 2);

afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
  await admin.destroy();
  rmSync(workdir, { recursive: true, force: true });
});

/** A built service folder as the image has it: dist/migrations/index.js exporting `migrations`. */
function writeServiceFolder() {
  mkdirSync(join(serviceDir, 'dist', 'migrations'), { recursive: true });
  writeFileSync(
    join(serviceDir, 'dist', 'migrations', 'index.js'),
    `export const migrations = {
  '0001_note': {
    async up(db) {
      await db.schema.createTable('note').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
      await db.insertInto('note').values({ id: 1 }).execute();
    },
  },
};\n`,
  );
}

function runBin(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], {
    env: { ...process.env, LOG_PRETTY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number, stderr }));
}

describe('cardsmith-migrate', () => {
  it('applies a service folder’s migrations once when two init containers start together', async () => {
    writeServiceFolder();
    const env = { DATABASE_URL: infra.databaseUrl, SERVICE: undefined };
    const results = await Promise.all([runBin([serviceDir], env), runBin([serviceDir], env)]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    const notes = await sql<{ id: number }>`select id from ${sql.table(`${schema}.note`)}`.execute(
      admin,
    );
    expect(notes.rows).toEqual([{ id: 1 }]);
    const applied = await sql<{
      name: string;
    }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(admin);
    expect(applied.rows.map((r) => r.name)).toEqual(['0001_note']);
  });

  it('says what is missing in one sentence instead of a stack trace', async () => {
    const unset = await runBin([serviceDir], { DATABASE_URL: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('DATABASE_URL is not set');
    const unbuilt = await runBin([join(workdir, 'not_built')], {
      DATABASE_URL: infra.databaseUrl,
    });
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.stderr).toContain('build the service first');
  });
});
