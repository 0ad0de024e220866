import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCapturing } from './test-support.js';

const run = runCliCapturing;

const childSupportCase = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'wyoming',
  asOf: '2026-06-01',
};

describe('securesplit CLI', () => {
  it('prints the result JSON for a case on stdin', async () => {
    const { code, out } = await run(['child-support'], JSON.stringify(childSupportCase));
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(result.monthlyPayment).toBeGreaterThan(0);
    expect(result.meta.sources.length).toBeGreaterThan(0);
  });

  it('reads --input FILE and prints the worksheet with --explain', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'securesplit-cli-'));
    const file = join(dir, 'case.json');
    await writeFile(file, JSON.stringify(childSupportCase));
    const { code, out } = await run(['child-support', '--input', file, '--explain']);
    expect(code).toBe(0);
    expect(out).toMatch(/Sources:/);
    expect(out).toMatch(/ 1\. /);
  });

  it('exits 2 with the form messages on invalid input', async () => {
    const { code, err } = await run(['child-support'], JSON.stringify({ ...childSupportCase, custodialParentIncome: '' }));
    expect(code).toBe(2);
    expect(JSON.parse(err)).toEqual({ errors: [{ path: 'custodialParentIncome', message: 'Income is required' }] });
  });

  it.each([
    [
      'alimony',
      {
        marriageDate: '2010-06-01',
        separationDate: '2024-06-01',
        payerIncome: 9000,
        recipientIncome: 3000,
        alimonyType: 'temporary',
        payerAge: 45,
        recipientAge: 43,
        state: 'texas',
        asOf: '2026-06-01',
      },
      'monthlyPayment',
    ],
    ['income-tax', { taxYear: 2025, filingStatus: 'single', wages: 60000, state: 'texas' }, 'federalIncomeTax'],
  ])('runs the %s calculator', async (name, body, field) => {
    const { code, out } = await run([name], JSON.stringify(body));
    expect(code).toBe(0);
    expect(typeof JSON.parse(out)[field]).toBe('number');
  });

  it('exits 2 on text that is not JSON', async () => {
    const { code, err } = await run(['budget'], '{not json');
    expect(code).toBe(2);
    expect(JSON.parse(err).errors[0].message).toBe('The input is not valid JSON');
  });

  it('exits 2 naming the calculators when the calculator is unknown', async () => {
    const { code, err } = await run(['pet-custody'], '{}');
    expect(code).toBe(2);
    expect(JSON.parse(err).errors[0].message).toMatch(/Unknown calculator "pet-custody"; choose one of: child-support/);
  });
});
