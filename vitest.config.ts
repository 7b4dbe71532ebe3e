import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'apps/web', 'deploy', 'scale', 'tooling'],
    // Two cores: integration files share one Postgres; keep parallelism modest and predictable.
    maxWorkers: 2,
    // Time limits are per project (they are not inherited from here): see vitest.shared.ts.
  },
});
