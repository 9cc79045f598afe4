// The manual worker's entry (manual-renderer.ts): plain JavaScript, since a worker thread on Node 20 does
// not inherit the TypeScript loader its parent runs under (tsx for `npm start`, Vite in the tests). It
// registers tsx in this thread, then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./manual-worker.ts');
