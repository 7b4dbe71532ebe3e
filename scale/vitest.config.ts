import { nodeProject } from '../vitest.shared.js';

export default nodeProject('scale', { include: ['*.test.ts'], globalSetup: ['./global-setup.ts'] });
