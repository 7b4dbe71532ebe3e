import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Workspace packages resolve to their TypeScript source in tests (the `@cardsmith/source`
 * export condition), so a test never runs against a stale build.
 */
const SOURCE = '@cardsmith/source';

/**
 * Every project's time limits (projects do not inherit the root config's `test` options). Two
 * cores shared with a running platform make a test many times slower than on a quiet machine, and
 * no test waits for time to pass (delays are injected or faked), so a generous limit costs nothing
 * while tests pass. A poll may wait as long as its test: load slows it down but cannot fail it.
 */
export const TEST_TIMEOUT_MS = 30_000;

declare module 'vitest' {
  export interface ProvidedContext {
    testTimeoutMs: number;
  }
}

export const timeouts = {
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: 60_000,
  expect: { poll: { timeout: TEST_TIMEOUT_MS } },
  // Read by setup files whose wait helpers (Testing Library's) need the same limit.
  provide: { testTimeoutMs: TEST_TIMEOUT_MS },
} satisfies UserWorkspaceConfig['test'];

/**
 * Node resolves packages without the bundlers' `module` condition, and so do node projects'
 * tests: some packages' `module` builds (OpenTelemetry's) use imports only a bundler can load.
 */
const NODE_CONDITIONS = [SOURCE, ...defaultServerConditions.filter((c) => c !== 'module')];

export function nodeProject(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: [SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: NODE_CONDITIONS } },
    // Global setup files run in Vitest's own environment, which does not inherit `ssr.resolve`.
    environments: { __vitest__: { resolve: { conditions: NODE_CONDITIONS } } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'migrations/**/*.test.ts'],
      ...timeouts,
      ...test,
    },
  });
}

export const sourceConditions = {
  client: [SOURCE, ...defaultClientConditions],
  server: [SOURCE, ...defaultServerConditions],
};
