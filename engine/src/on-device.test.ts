import { describe, expect, it } from 'vitest';
import { calculateAlimony } from './alimony/calculate.js';
import { ALIMONY_RULES } from './alimony/jurisdictions/index.js';
import { calculateBudget } from './budget/calculate.js';
import { calculateChildSupport } from './child-support/calculate.js';
import { CHILD_SUPPORT_RULES } from './child-support/jurisdictions/index.js';
import { childSupportSensitivity } from './child-support/sensitivity-all-states.js';
import { EngineValidationError } from './errors.js';
import { calculateHouseholds } from './households/calculate.js';
import { JURISDICTION_SLUGS, type JurisdictionSlug } from './jurisdictions.js';
import {
  calculateAlimonyOnDevice,
  calculateBudgetOnDevice,
  calculateChildSupportOnDevice,
  calculateHouseholdsOnDevice,
  calculateParentingTimeOnDevice,
  childSupportSensitivityOnDevice,
  loadAlimonyRules,
  loadChildSupportRules,
} from './on-device.js';
import { calculateParentingTime } from './parenting-schedule/calculate.js';

/**
 * The on-device calculators (issue 31 §5) must answer exactly what the API's calculation answers: the same
 * functions, with one state's rules loaded instead of every state's.
 */

const TODAY = new Date('2026-12-07T12:00:00Z');

/** States with different models: income shares, percentage of income, Melson, their own formulas, threshold bands. */
const STATES: JurisdictionSlug[] = ['texas', 'new-york', 'california', 'ohio', 'indiana', 'georgia', 'missouri', 'virginia', 'maryland', 'massachusetts', 'delaware', 'pennsylvania', 'wisconsin', 'alaska', 'district-of-columbia'];

const childSupportCase = (state: JurisdictionSlug) => ({
  custodialParentIncome: 3100,
  nonCustodialParentIncome: 5400,
  numberOfChildren: 2,
  custodyArrangement: 'shared',
  custodialParentTime: 65,
  nonCustodialParentTime: 35,
  state,
});

const alimonyCase = (state: JurisdictionSlug) => ({
  marriageDate: '2012-06-16',
  separationDate: '2026-03-01',
  payerIncome: 9000,
  recipientIncome: 3500,
  payerExpenses: 4000,
  recipientExpenses: 3200,
  alimonyType: 'temporary',
  payerAge: 45,
  recipientAge: 43,
  state,
  marriageLength: '13',
});

describe('the per-state rule loaders', () => {
  it.each(JURISDICTION_SLUGS.map((slug) => [slug]))('%s: loads the very rules the API holds', async (slug) => {
    expect(await loadChildSupportRules(slug)).toBe(CHILD_SUPPORT_RULES.get(slug));
    expect(await loadAlimonyRules(slug)).toBe(ALIMONY_RULES.get(slug));
  });
});

describe('on-device results equal the API’s calculation', () => {
  it.each(STATES.map((state) => [state]))('%s child support and alimony', async (state) => {
    expect(await calculateChildSupportOnDevice(childSupportCase(state), { today: TODAY })).toEqual(calculateChildSupport(childSupportCase(state), { today: TODAY }));
    expect(await calculateAlimonyOnDevice(alimonyCase(state), { today: TODAY })).toEqual(calculateAlimony(alimonyCase(state), { today: TODAY }));
  });

  it.each([['ohio'], ['indiana'], ['new-york']] as const)('%s: what moves the amount', async (state) => {
    const input = { ...childSupportCase(state), asOf: '2026-11-01' };
    expect(await childSupportSensitivityOnDevice(input)).toEqual(childSupportSensitivity(input));
  });

  it.each([['new-york'], ['pennsylvania'], ['ohio']] as const)('%s: both households after tax, with the timeline', async (state) => {
    const input = {
      state,
      asOf: '2026-06-01',
      custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 7500, filingStatus: 'single' },
      children: [{ birthDate: '2010-09-01' }, { age: 4 }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 75, nonCustodialParentTime: 25 },
      alimony: { monthlyAmount: 600, paidBy: 'noncustodial', agreementDate: '2024-05-01', endDate: '2028-07-01' },
    };
    const onDevice = await calculateHouseholdsOnDevice(input, { today: TODAY });
    expect(onDevice).toEqual(calculateHouseholds(input, { today: TODAY }));
    // Child support was computed (not an override), and the timeline changes as the elder child ages out.
    expect(onDevice.households.some((home) => home.childSupportPaid > 0)).toBe(true);
    expect(onDevice.timeline.length).toBeGreaterThan(1);
  });

  it('the budget and a parenting schedule (no state rules)', () => {
    const budget = { primaryIncome: 5200, childSupport: 900, housingCost: 1850, utilities: 240, insurance: 310, groceries: 650, transportation: 420, healthcare: 280, childcare: 600 };
    expect(calculateBudgetOnDevice(budget)).toEqual(calculateBudget(budget));
    const schedule = { pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' };
    expect(calculateParentingTimeOnDevice(schedule)).toEqual(calculateParentingTime(schedule));
    expect(calculateParentingTimeOnDevice(schedule).overnights.noncustodial).toBe(52);
  });

  it('uses the device’s today for asOf as the API uses the server’s', async () => {
    const result = await calculateChildSupportOnDevice(childSupportCase('texas'), { today: TODAY });
    expect(result.meta.asOf).toBe('2026-12-07');
  });
});

describe('invalid input on the device', () => {
  it('throws the calculator’s own field messages, as the API’s 400 carries them', async () => {
    const input = { ...childSupportCase('texas'), custodialParentIncome: -5, state: 'atlantis' };
    const onDevice = await calculateChildSupportOnDevice(input).catch((error: unknown) => error);
    expect(onDevice).toBeInstanceOf(EngineValidationError);
    let expected: unknown;
    try {
      calculateChildSupport(input);
    } catch (error) {
      expected = error;
    }
    expect((onDevice as EngineValidationError).errors).toEqual((expected as EngineValidationError).errors);
    expect((onDevice as EngineValidationError).errors.map((e) => e.path)).toEqual(expect.arrayContaining(['custodialParentIncome', 'state']));
  });
});
