import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('cards', { globalSetup: ['./test/global-setup.ts'] });
