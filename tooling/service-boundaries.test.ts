import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = 'boundaries/no-cross-service-imports';

// The repository's own eslint.config.js, narrowed to this rule: the snippets are not in any
// tsconfig, so type-aware parsing is switched off for them.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('no-cross-service-imports', () => {
  it.each([
    ['services/collab/test/support.ts', "import { buildApp } from '../../cards/src/app.js';"],
    ['services/collab/src/app.ts', "export * from '../../cards/src/db/database.js';"],
    ['services/gateway/src/app.ts', "import { buildApp } from '@cardsmith/cards';"],
    [
      'services/gateway/test/support.ts',
      "type Db = import('../../cards/src/db/database.js').CardsDb;",
    ],
    ['services/ai/test/media.ts', "const media = await import('@cardsmith/media/src/app.js');"],
    [
      'apps/web/src/main.tsx',
      "import type { MediaDb } from '../../../services/media/src/db/database.js';",
    ],
    [
      'packages/contracts/src/cards.ts',
      "import { migrations } from '../../../services/cards/migrations/index.js';",
    ],
  ])('refuses %s importing another service: %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^${RULE}: ${file.split('/').slice(0, 2).join('/')} may not import services/`),
    );
    expect(errors[0]).toContain('startService');
  });

  it.each([
    ['services/cards/src/main.ts', "import { migrations } from '../migrations/index.js';"],
    ['services/cards/src/app.ts', "import { cardsRoutes } from '@cardsmith/contracts';"],
    ['services/collab/test/support.ts', "import { startService } from '@cardsmith/testing';"],
    ['apps/web/src/main.tsx', "import { renderCardSvg } from '@cardsmith/card-render';"],
    ['bench/collab/server.ts', "import { buildApp } from '../../services/cards/src/app.js';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
