import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Workspace packages resolve to their TypeScript source in tests (the `@cardsmith/source`
 * export condition), so a test never runs against a stale build.
 */
const SOURCE = '@cardsmith/source';

export function nodeProject(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: [SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
    // Global setup files run in Vitest's own environment, which does not inherit `ssr.resolve`.
    environments: { __vitest__: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'migrations/**/*.test.ts'],
      ...test,
    },
  });
}

export const sourceConditions = {
  client: [SOURCE, ...defaultClientConditions],
  server: [SOURCE, ...defaultServerConditions],
};
