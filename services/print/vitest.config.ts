import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('print', { globalSetup: ['./test/global-setup.ts'] });
