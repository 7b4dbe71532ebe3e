import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('gateway', { globalSetup: ['./test/global-setup.ts'] });
