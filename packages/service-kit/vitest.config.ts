import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('service-kit', { globalSetup: ['./test/global-setup.ts'] });
