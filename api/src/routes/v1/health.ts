import { z } from 'zod';
import { HttpProblem } from '../../http/problem.js';
import { defineOperation } from '../operation.js';

const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
const ReadySchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }).meta({ id: 'Ready' });

export const healthOperation = defineOperation({
  method: 'get',
  path: '/api/v1/health',
  operationId: 'health',
  summary: 'Liveness: the process answers',
  tag: 'Operations',
  success: { status: 200, description: 'Alive', schema: HealthSchema, example: { status: 'ok' } },
  errors: [],
  handler() {
    return { body: { status: 'ok' }, headers: { 'Cache-Control': 'no-store' } };
  },
});

export const readyOperation = defineOperation({
  method: 'get',
  path: '/api/v1/ready',
  operationId: 'ready',
  summary: 'Readiness: the database answers',
  tag: 'Operations',
  success: { status: 200, description: 'Ready to serve', schema: ReadySchema, example: { status: 'ready', database: 'pglite' } },
  errors: [503],
  async handler({ deps }) {
    try {
      await deps.store.ping();
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness check failed');
      throw new HttpProblem(503, 'The database is not reachable.', { headers: { 'Retry-After': '5' } });
    }
    return { body: { status: 'ready', database: deps.store.kind }, headers: { 'Cache-Control': 'no-store' } };
  },
});
