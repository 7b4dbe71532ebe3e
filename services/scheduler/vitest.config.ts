import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('scheduler', { globalSetup: ['./test/global-setup.ts'] });
