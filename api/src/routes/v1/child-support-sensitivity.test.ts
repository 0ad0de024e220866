import { calculateChildSupport } from '@securesplit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';
import { childSupportSensitivityOperation } from './child-support-sensitivity.js';

const PATH = '/api/v1/calculators/child-support/sensitivity';
const OHIO = {
  custodialParentIncome: '$3,000',
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'ohio',
  asOf: '2026-11-01',
};

interface Answer {
  thresholds: Array<{
    axis: string;
    overnights?: number;
    monthlyPaymentBefore: number;
    monthlyPaymentAfter: number;
    source: { citation: string };
  }>;
  per100OfIncome: { noncustodial: { more: { monthlyPayment: number } } };
  curve: unknown[];
}

describe.each(storeTargets())('POST %s on $name'.replace('%s', PATH), (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers Ohio’s 90-overnight threshold with the calculator’s amounts, without signing in', async () => {
    const res = await postJson(app.url, PATH, OHIO);
    expect(res.status).toBe(200);
    expect(childSupportSensitivityOperation.success.schema.safeParse(res.body).success).toBe(true);
    const body = res.body as Answer;
    const at90 = body.thresholds.find((t) => t.axis === 'overnights' && t.overnights === 90)!;
    const at = (n: number) =>
      calculateChildSupport({
        ...OHIO,
        nonCustodialParentOvernights: n,
        custodialParentOvernights: 365 - n,
        nonCustodialParentTime: Math.round((n / 365) * 10000) / 100,
        custodialParentTime: Math.round((100 - Math.round((n / 365) * 10000) / 100) * 100) / 100,
      }).monthlyPayment;
    expect(at90.monthlyPaymentBefore).toBe(at(89));
    expect(at90.monthlyPaymentAfter).toBe(at(90));
    expect(at90.source.citation).toMatch(/3119/);
    expect(body.per100OfIncome.noncustodial.more.monthlyPayment).toBe(
      calculateChildSupport({ ...OHIO, nonCustodialParentIncome: 5100 }).monthlyPayment,
    );
    expect(body.curve).toHaveLength(366);
  });

  it('refuses bad input with the calculator’s problem+json field errors', async () => {
    const res = await send(app.url, 'POST', PATH, {
      body: JSON.stringify({ ...OHIO, nonCustodialParentIncome: 'lots' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const errors = (res.body as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
    expect(errors).toEqual(['nonCustodialParentIncome']);
  });
});
