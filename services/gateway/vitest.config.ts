import { mergeConfig } from 'vitest/config';
import { nodeProject, sourceConditions } from '../../vitest.shared.js';

// The global setup runs in vitest's own `__vitest__` environment, which does not inherit the
// project's resolve conditions; without them workspace packages resolve to their (unbuilt) dist.
export default mergeConfig(nodeProject('gateway', { globalSetup: ['./test/global-setup.ts'] }), {
  environments: { __vitest__: { resolve: { conditions: sourceConditions.server } } },
});
