import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module `file` pulls in, following relative imports; bare specifiers are collected. */
function importGraph(file: string, seen = new Set<string>(), bare = new Set<string>()) {
  if (seen.has(file)) return { seen, bare };
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    if (specifier.startsWith('.')) {
      importGraph(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen, bare);
    } else {
      bare.add(specifier);
    }
  }
  return { seen, bare };
}

it('keeps the browser entry free of Node-only modules', () => {
  const { seen, bare } = importGraph(resolve(here, 'index.ts'));
  expect(seen.size).toBeGreaterThan(3);
  expect([...seen].map((file) => file.slice(here.length + 1))).not.toContain('node.ts');
  expect([...bare]).toEqual(['@cardsmith/contracts']);
});
