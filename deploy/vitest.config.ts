import { nodeProject } from '../vitest.shared.js';

export default nodeProject('deploy', { include: ['*.test.ts'] });
