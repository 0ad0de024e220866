import { z } from 'zod';
import { HttpProblem, STORE_RETRY_AFTER_SECONDS } from '../../http/problem.js';
import { withDeadline } from '../../store/unavailable.js';
import { defineOperation } from '../operation.js';

const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
/** The probe's budget, so that /ready answers within a second whether the database answers, fails or hangs. */
export const READY_PROBE_TIMEOUT_MS = 800;

const ReadySchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }).meta({ id: 'Ready' });

export const healthOperation = defineOperation({
  method: 'get',
  path: '/api/v1/health',
  operationId: 'health',
  summary: 'Liveness: the process answers',
  description: 'Always 200 while the process serves requests; it does not touch the database (see `/api/v1/ready`).',
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
  description: `503 with Retry-After when the database does not answer within ${READY_PROBE_TIMEOUT_MS} ms.`,
  tag: 'Operations',
  success: { status: 200, description: 'Ready to serve', schema: ReadySchema, example: { status: 'ready', database: 'pglite' } },
  errors: [503],
  async handler({ deps }) {
    try {
      await withDeadline(deps.store.ping(), READY_PROBE_TIMEOUT_MS);
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness check failed');
      throw new HttpProblem(503, 'The database is not reachable.', {
        retryAfter: STORE_RETRY_AFTER_SECONDS,
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    return { body: { status: 'ready', database: deps.store.kind }, headers: { 'Cache-Control': 'no-store' } };
  },
});
