export { createPurgeBus, type Purge, type PurgeBus } from './purge-bus';
export { cachePurgeModule } from './routes';
