import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';
import { parentingTimeOperation } from './parenting-time.js';

describe.each(storeTargets())('POST /api/v1/parenting-time on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the overnights, percentages and calendar of a year without signing in', async () => {
    const res = await postJson(app.url, '/api/v1/parenting-time', {
      pattern: 'alternate-weekends',
      year: 2026,
      startsWith: 'noncustodial',
      summer: { from: '2026-07-06', to: '2026-07-12', parent: 'noncustodial' },
    });
    expect(res.status).toBe(200);
    expect(parentingTimeOperation.success.schema.safeParse(res.body).success).toBe(true);
    const body = res.body as {
      overnights: { custodial: number; noncustodial: number };
      percentages: { custodial: number; noncustodial: number };
      calendar: Array<{ nights: unknown[] }>;
    };
    // 52 weekend nights plus the 7 summer nights (10-11 July is the custodial parent's weekend; 3-4 July was theirs).
    expect(body.overnights).toEqual({ custodial: 306, noncustodial: 59 });
    expect(body.percentages.custodial + body.percentages.noncustodial).toBeCloseTo(100, 10);
    expect(body.calendar).toHaveLength(12);
  });

  it('refuses bad input with problem+json field errors', async () => {
    const res = await send(app.url, 'POST', '/api/v1/parenting-time', {
      body: JSON.stringify({ pattern: 'custom', year: 2026, startsWith: 'both' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const errors = (res.body as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
    expect(errors).toContain('startsWith');
  });
});
