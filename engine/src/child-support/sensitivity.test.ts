import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../jurisdictions.js';
import { calculateChildSupport } from './calculate.js';
import { ChildSupportInputSchema, type ChildSupportInput } from './schema.js';
import { childSupportSensitivity } from './sensitivity-all-states.js';
import { ChildSupportSensitivitySchema, findChanges } from './sensitivity.js';

const AS_OF = '2026-11-01';

function caseIn(state: string, extra: Partial<ChildSupportInput> = {}): ChildSupportInput {
  return {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state,
    asOf: AS_OF,
    ...extra,
  } as ChildSupportInput;
}

/** The raw input a caller would send for the noncustodial parent at n overnights of the year. */
function atOvernights(input: ChildSupportInput, n: number, year = 365): ChildSupportInput {
  const nonCustodialParentTime = Math.round((n / year) * 10000) / 100;
  return {
    ...input,
    nonCustodialParentOvernights: n,
    custodialParentOvernights: year - n,
    nonCustodialParentTime,
    custodialParentTime: Math.round((100 - nonCustodialParentTime) * 100) / 100,
  };
}

const INCOME_FIELD = { custodial: 'custodialParentIncome', noncustodial: 'nonCustodialParentIncome' } as const;

describe.each(JURISDICTIONS.map((j) => [j.name, j.slug] as const))('%s: what moves the amount', (_name, slug) => {
  const input = caseIn(slug);
  const answer = childSupportSensitivity(input);

  it('answers in its schema', () => {
    expect(ChildSupportSensitivitySchema.safeParse(answer).success).toBe(true);
  });

  it('gives, at every overnight threshold, the calculator’s amount just below and at it', () => {
    const nightThresholds = answer.thresholds.filter((t) => t.axis === 'overnights');
    // States whose amount never jumps along overnights return none; the others return each one.
    const jumps = findChanges(answer.curve.map((p) => (p.payer === 'custodial' ? -p.monthlyPayment : p.monthlyPayment)));
    expect(nightThresholds.length).toBe(jumps.length);
    for (const t of nightThresholds) {
      const before = calculateChildSupport(atOvernights(input, t.overnights! - 1));
      const after = calculateChildSupport(atOvernights(input, t.overnights!));
      expect([before.monthlyPayment, before.payer]).toEqual([t.monthlyPaymentBefore, t.payerBefore]);
      expect([after.monthlyPayment, after.payer]).toEqual([t.monthlyPaymentAfter, t.payerAfter]);
      expect(t.monthlyPaymentBefore !== t.monthlyPaymentAfter || t.payerBefore !== t.payerAfter).toBe(true);
      expect(t.source.citation.length).toBeGreaterThan(2);
    }
  });

  it('gives, at every income threshold, the calculator’s amount $1 below and at it', () => {
    for (const t of answer.thresholds.filter((x) => x.axis === 'income')) {
      const field = INCOME_FIELD[t.parent];
      const before = calculateChildSupport({ ...input, [field]: t.income! - 1 });
      const after = calculateChildSupport({ ...input, [field]: t.income! });
      expect(before.monthlyPayment).toBe(t.monthlyPaymentBefore);
      expect(after.monthlyPayment).toBe(t.monthlyPaymentAfter);
    }
  });

  it('gives ±$100 of each income and ±1 overnight a week as the calculator does', () => {
    const current = calculateChildSupport(input);
    const paid = (r: { monthlyPayment: number; payer: string }) =>
      r.payer === 'none' ? 0 : r.payer === answer.reference ? r.monthlyPayment : -r.monthlyPayment;
    for (const role of ['custodial', 'noncustodial'] as const) {
      for (const [which, delta] of [['more', 100], ['fewer', -100]] as const) {
        const figure = answer.per100OfIncome[role][which];
        const income = (input[INCOME_FIELD[role]] as number) + delta;
        const r = calculateChildSupport({ ...input, [INCOME_FIELD[role]]: income });
        expect(figure.income).toBe(income);
        expect(figure.monthlyPayment).toBe(r.monthlyPayment);
        expect(figure.change).toBeCloseTo(paid(r) - paid(current), 2);
      }
    }
    // 20% of 365 is 73 overnights; a week more is 125, a week fewer 21.
    expect(answer.current.noncustodialOvernights).toBe(73);
    const more = calculateChildSupport(atOvernights(input, 125));
    const fewer = calculateChildSupport(atOvernights(input, 21));
    expect(answer.perOvernightAWeek.more).toMatchObject({ overnights: 125, monthlyPayment: more.monthlyPayment });
    expect(answer.perOvernightAWeek.fewer).toMatchObject({ overnights: 21, monthlyPayment: fewer.monthlyPayment });
    expect(answer.perOvernightAWeek.more.change).toBeCloseTo(paid(more) - paid(current), 2);
  });
});

describe('what moves the amount', () => {
  it('finds Ohio’s 90-overnight parenting-time adjustment, cited to the Revised Code', () => {
    const answer = childSupportSensitivity(caseIn('ohio'));
    const at90 = answer.thresholds.find((t) => t.axis === 'overnights' && t.overnights === 90);
    expect(at90).toBeDefined();
    expect(at90!.monthlyPaymentAfter).toBeLessThan(at90!.monthlyPaymentBefore);
    expect(at90!.nearest).toBe(true);
    expect(at90!.direction).toBe('above');
    expect(at90!.source.citation).toMatch(/3119/);
  });

  it('clamps a week more or fewer to the year', () => {
    const answer = childSupportSensitivity(
      caseIn('ohio', { custodialParentOvernights: 335, nonCustodialParentOvernights: 30, custodialParentTime: 91.78, nonCustodialParentTime: 8.22 }),
    );
    expect(answer.perOvernightAWeek.fewer.overnights).toBe(0);
    expect(answer.perOvernightAWeek.more.overnights).toBe(82);
    expect(answer.curve).toHaveLength(366);
  });

  it('rejects bad input with the calculator’s field errors', () => {
    const bad = { ...caseIn('ohio'), custodialParentIncome: 'lots' };
    expect(() => childSupportSensitivity(bad)).toThrow();
    expect(ChildSupportInputSchema.safeParse(bad).success).toBe(false);
  });

  it('finds a jump and a flat band start in a plain series', () => {
    const flatThenMoving = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 7, 8, 9, 30, 31, 32];
    expect(findChanges(flatThenMoving)).toEqual([
      { index: 10, kind: 'band-start' },
      { index: 14, kind: 'jump' },
    ]);
  });
});
