import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceConditions, timeouts } from '../../vitest.shared.js';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: sourceConditions.client },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // The first render of a route transforms its whole chunk; on two shared cores that is slow.
    ...timeouts,
  },
});
