import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('media', { globalSetup: ['./test/global-setup.ts'] });
