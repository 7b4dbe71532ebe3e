import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'apps/web', 'deploy', 'tooling'],
    // Two cores: integration files share one Postgres; keep parallelism modest and predictable.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
