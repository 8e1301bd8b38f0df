// Worker entry used when the library runs from its TypeScript sources (tsx, vitest): registers tsx in the worker
// thread, then loads the real worker. The published build uses dist/sim/worker.js directly.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.default;
