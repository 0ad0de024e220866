import { describe, expect, it } from 'vitest';
import { JURISDICTIONS, type JurisdictionSlug } from '../jurisdictions.js';
import { roundToCents } from '../money/rounding.js';
import { calculateChildSupport } from './calculate.js';
import { scheduleAmount as pennsylvaniaSchedule } from './jurisdictions/pennsylvania.js';
import { exactLine } from './jurisdictions/test-support.js';
import { owedByNoncustodial } from './parenting-time.js';
import type { ChildSupportInput, ChildSupportResult } from './schema.js';

const AS_OF = '2026-11-01';

function sharedCase(state: JurisdictionSlug, overrides: Partial<ChildSupportInput> = {}): ChildSupportInput {
  return {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'shared',
    custodialParentTime: 55,
    nonCustodialParentTime: 45,
    state,
    asOf: AS_OF,
    ...overrides,
  };
}

/** The same case entered as sole custody: what the guideline gives with no parenting-time credit. */
function soleCustody(input: ChildSupportInput): ChildSupportResult {
  return calculateChildSupport({
    ...input,
    custodyArrangement: 'primary',
    custodialParentTime: 100,
    nonCustodialParentTime: 0,
    custodialParentOvernights: undefined,
    nonCustodialParentOvernights: undefined,
  });
}

/**
 * The noncustodial parent's share of time tested in each state: 45% unless the state's credit starts
 * elsewhere. Alabama's shared worksheet (CS-42-S) is for equal time and South Dakota's cross-credit for
 * 180 nights each; Delaware's Rule 505(c) credit runs from 80 to 163 overnights, and its shared placement
 * worksheet from 164 is not modelled (flagged in the result).
 */
const TIME_TESTED: Partial<Record<JurisdictionSlug, number>> = { alabama: 50, 'south-dakota': 50, delaware: 40 };

/** The guideline itself has no parenting-time formula: time is a reason the court may deviate. */
const NO_TIME_FORMULA = new Set<JurisdictionSlug>(['mississippi', 'new-hampshire', 'new-york', 'texas', 'washington']);

/**
 * The guideline has a shared-custody worksheet that the engine does not apply yet (each result says so
 * in its approximations), so the engine's amount carries no time credit and the effect reads 0.
 */
const SHARED_WORKSHEET_NOT_MODELLED = new Set<JurisdictionSlug>(['arkansas', 'connecticut', 'hawaii', 'maine', 'rhode-island']);

describe.each(JURISDICTIONS.map((j) => [j.name, j.slug] as const))('%s: effect of parenting time', (_name, slug) => {
  const time = TIME_TESTED[slug] ?? 45;
  it(`parentingTimeAdjustment is the amount at sole custody minus the amount with ${time}% of the time`, () => {
    const input = sharedCase(slug, { custodialParentTime: 100 - time, nonCustodialParentTime: time });
    const withTime = calculateChildSupport(input);
    const without = soleCustody(input);
    expect(withTime.withoutParentingTime).toEqual({ monthlyPayment: without.monthlyPayment, payer: without.payer });
    expect(withTime.parentingTimeAdjustment).toBe(roundToCents(owedByNoncustodial(without) - owedByNoncustodial(withTime)));
    if (NO_TIME_FORMULA.has(slug) || SHARED_WORKSHEET_NOT_MODELLED.has(slug)) {
      expect(withTime.parentingTimeAdjustment).toBe(0);
    } else {
      expect(withTime.parentingTimeAdjustment).toBeGreaterThan(0);
    }
    if (SHARED_WORKSHEET_NOT_MODELLED.has(slug)) {
      expect(withTime.meta.approximations.join(' ')).toMatch(/shared|joint|equal care|time-sharing|Worksheet B/i);
    }
  });

  it('reads 0 at sole custody', () => {
    const result = soleCustody(sharedCase(slug));
    expect(result.parentingTimeAdjustment).toBe(0);
    expect(result.withoutParentingTime.monthlyPayment).toBe(result.monthlyPayment);
  });
});

describe('the effect of parenting time against each state’s own formula', () => {
  it('California: CS = K[HN − (H%)(TN)], K = (1 + H%) × 0.25 for TN $8,000 (Fam. Code § 4055)', () => {
    // Net incomes $6,000 and $2,000, two children (× 1.6), the high earner with 40% of the time:
    // with time   K = 1.4 × 0.25 = 0.35; 0.35 × (6,000 − 0.4 × 8,000) = 980; × 1.6 = 1,568.
    // sole custody K = 0.25;             0.25 × 6,000 = 1,500;             × 1.6 = 2,400.
    const result = calculateChildSupport(
      sharedCase('california', {
        incomeBasis: 'net',
        nonCustodialParentIncome: 6000,
        custodialParentIncome: 2000,
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
      }),
    );
    expect(result.monthlyPayment).toBe(1568);
    expect(result.withoutParentingTime).toEqual({ monthlyPayment: 2400, payer: 'noncustodial' });
    expect(result.parentingTimeAdjustment).toBe(832);
    // The old field reads 0 here (the formula's own amount is the base): the reason for the new one.
    expect(result.adjustment).toBe(0);
  });

  it('Pennsylvania: at 45% of overnights the obligor’s 62.5% income share drops by 15 points (Pa.R.C.P. 1910.16-4(c))', () => {
    const result = calculateChildSupport(sharedCase('pennsylvania', { incomeBasis: 'net' }));
    const basic = pennsylvaniaSchedule(8000, 2);
    const own = pennsylvaniaSchedule(5000, 2);
    const without = roundToCents(Math.min(basic * 0.625, own));
    const withTime = roundToCents(Math.min(basic * 0.475, own));
    expect(exactLine(result, 'Basic child support obligation (interpolated)')).toBe(basic);
    expect(result.monthlyPayment).toBe(withTime);
    expect(result.withoutParentingTime.monthlyPayment).toBe(without);
    expect(result.parentingTimeAdjustment).toBe(roundToCents(without - withTime));
    expect(result.parentingTimeAdjustment).toBeGreaterThan(0);
  });

  it('Ohio: 90 or more overnights take 10% off the annual obligation (R.C. 3119.051)', () => {
    const result = calculateChildSupport(sharedCase('ohio'));
    const annual = exactLine(result, 'Annual obligation (the lower of the two)') as number;
    const reduction = roundToCents(annual * 0.1);
    expect(result.withoutParentingTime.monthlyPayment).toBe(roundToCents(annual / 12));
    expect(result.monthlyPayment).toBe(roundToCents((annual - reduction) / 12));
    expect(result.parentingTimeAdjustment).toBe(roundToCents(roundToCents(annual / 12) - roundToCents((annual - reduction) / 12)));
    expect(Math.abs(result.parentingTimeAdjustment - reduction / 12)).toBeLessThanOrEqual(0.01);
  });

  it('Wisconsin: shared placement offsets each parent’s 25% standard × 150% × the other’s time (DCF 150.035(1)(b))', () => {
    // Incomes $5,000 and $3,000, two children (25%): standards 1,250 and 750, × 150% = 1,875 and 1,125.
    // 146 and 219 overnights: 1,875 × 219/365 = 1,125 less 1,125 × 146/365 = 450 → 675.
    // Sole custody: the noncustodial parent's standard, 1,250. Effect 1,250 − 675 = 575.
    const result = calculateChildSupport(sharedCase('wisconsin', { custodialParentTime: 60, nonCustodialParentTime: 40 }));
    expect(result.monthlyPayment).toBe(675);
    expect(result.withoutParentingTime).toEqual({ monthlyPayment: 1250, payer: 'noncustodial' });
    expect(result.parentingTimeAdjustment).toBe(575);
  });

  it('counts a payer that changes sides in full and maps it to the form’s labels', () => {
    // Wisconsin at equal time with the custodial parent earning more: the custodial parent pays.
    const result = calculateChildSupport(
      sharedCase('wisconsin', { custodialParentIncome: 8000, nonCustodialParentIncome: 2000, custodialParentTime: 50, nonCustodialParentTime: 50 }),
    );
    expect(result.payer).toBe('custodial');
    expect(result.withoutParentingTime.payer).toBe('noncustodial');
    expect(result.parentingTimeAdjustment).toBe(roundToCents(result.withoutParentingTime.monthlyPayment + result.monthlyPayment));
  });

  it('zeroes the time of the parent the guideline treats as noncustodial when the roles are swapped', () => {
    // Primary custody with the parent entered as non-custodial: the guideline swaps the roles, so the
    // parent entered as custodial (30% of the time) is the obligor whose time earns the credit.
    const input = sharedCase('wisconsin', {
      custodyArrangement: 'primary',
      custodialParentIncome: 5000,
      nonCustodialParentIncome: 3000,
      custodialParentTime: 30,
      nonCustodialParentTime: 70,
    });
    const withTime = calculateChildSupport(input);
    const without = calculateChildSupport({ ...input, custodialParentTime: 0, nonCustodialParentTime: 100 });
    expect(withTime.payer).toBe('custodial');
    expect(withTime.withoutParentingTime).toEqual({ monthlyPayment: without.monthlyPayment, payer: without.payer });
    const owedByEnteredCustodial = (r: ChildSupportResult) => -owedByNoncustodial(r);
    expect(withTime.parentingTimeAdjustment).toBe(roundToCents(owedByEnteredCustodial(without) - owedByEnteredCustodial(withTime)));
    expect(withTime.parentingTimeAdjustment).toBeGreaterThan(0);
  });

  it('uses the overnights when they are given', () => {
    const byOvernights = calculateChildSupport(
      sharedCase('wisconsin', { custodialParentTime: 60, nonCustodialParentTime: 40, custodialParentOvernights: 219, nonCustodialParentOvernights: 146 }),
    );
    expect(byOvernights.monthlyPayment).toBe(675);
    expect(byOvernights.parentingTimeAdjustment).toBe(575);
  });

  it('shows the effect in the worksheet', () => {
    const result = calculateChildSupport(sharedCase('wisconsin', { custodialParentTime: 60, nonCustodialParentTime: 40 }));
    expect(exactLine(result, 'Support with no parenting-time credit')).toBe(1250);
    expect(exactLine(result, 'Parenting-time adjustment (negative: parenting time lowers support)')).toBe(-575);
  });
});
