import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('ai', { globalSetup: ['./test/global-setup.ts'] });
