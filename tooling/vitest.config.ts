import { nodeProject } from '../vitest.shared.js';

export default nodeProject('tooling', { include: ['*.test.ts'] });
