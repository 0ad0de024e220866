import { describe, expect, it } from 'vitest';
import { runCliCapturing } from '../cli/test-support.js';

const run = runCliCapturing;

const CASE = {
  accountType: '401k',
  currentBalance: 200_000,
  employeeAge: 45,
  spouseAge: 43,
  divisionMethod: 'marital-portion',
  marriageDate: '2010-06-15',
  separationDate: '2024-06-15',
  employmentStartDate: '2005-06-15',
  annualContribution: 10_000,
  expectedGrowthRate: 7,
  state: 'ohio',
  valuationDate: '2025-06-15',
};

describe('securesplit qdro', () => {
  it('prints the result JSON', async () => {
    const { code, out } = await run(['qdro'], JSON.stringify(CASE));
    expect(code).toBe(0);
    const result = JSON.parse(out) as { spouseEntitlement: number; qdroRequired: boolean };
    // 200,000 × 168/240 × 50% = 70,000
    expect(result.spouseEntitlement).toBe(70_000);
    expect(result.qdroRequired).toBe(true);
  });
  it('prints the worksheet with --explain', async () => {
    const { code, out } = await run(['qdro', '--explain'], JSON.stringify(CASE));
    expect(code).toBe(0);
    expect(out).toContain('Marital percentage (coverture fraction)');
    expect(out).toContain('$70,000.00');
  });
  it('exits 2 with field errors for bad input', async () => {
    const { code, err } = await run(['qdro'], JSON.stringify({ ...CASE, currentBalance: '', divisionMethod: 'half' }));
    expect(code).toBe(2);
    expect(JSON.parse(err)).toEqual({
      errors: [
        { path: 'currentBalance', message: 'Current balance is required' },
        { path: 'divisionMethod', message: 'Choose one of: percentage, dollar-amount, marital-portion' },
      ],
    });
  });
});
