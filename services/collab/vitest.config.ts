import { mergeConfig } from 'vitest/config';
import { nodeProject, sourceConditions } from '../../vitest.shared.js';

// The global setup runs in Vitest's own `__vitest__` environment, which does not inherit the
// project's resolve conditions; without this, workspace packages resolve to their (absent) dist.
export default mergeConfig(nodeProject('collab', { globalSetup: ['./test/global-setup.ts'] }), {
  environments: { __vitest__: { resolve: { conditions: sourceConditions.server } } },
});
