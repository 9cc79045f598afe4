import { z } from 'zod';
import { endpoint } from './endpoint';

const health = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthCheck = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Up (200) or down (503): the database answers or not',
  tags: ['health'],
  results: { 200: health, 503: health },
  errors: [],
});
