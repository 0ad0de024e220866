import { describe, expect, it } from 'vitest';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { calculateAlimony } from './calculate.js';
import { ALIMONY_TYPES, AlimonyResultSchema, type AlimonyInput } from './schema.js';

/** A small deterministic generator (LCG), so a failure reproduces. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = generator(20261121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const amount = (max: number) => Math.round(random() * max);

function randomCase(): AlimonyInput {
  const payer = amount(40_000);
  const net = (gross: number) => Math.round(gross * (0.6 + random() * 0.2));
  const recipient = amount(15_000);
  const years = Math.floor(random() * 35);
  return {
    marriageDate: `${1990 + Math.floor(random() * 10)}-0${1 + Math.floor(random() * 9)}-15`,
    separationDate: '2025-06-30',
    marriageLength: random() < 0.5 ? years : undefined,
    payerIncome: payer,
    recipientIncome: recipient,
    payerNetIncome: net(payer),
    recipientNetIncome: net(recipient),
    recipientExpenses: random() < 0.3 ? amount(10_000) : undefined,
    childSupportMonthly: random() < 0.3 ? amount(3_000) : undefined,
    agreementDate: random() < 0.2 ? '2018-06-01' : undefined,
    alimonyType: pick(ALIMONY_TYPES),
    payerAge: 25 + Math.floor(random() * 50),
    recipientAge: 25 + Math.floor(random() * 50),
    state: pick(JURISDICTION_SLUGS),
    asOf: pick(['2020-03-01', '2024-06-01', '2026-06-01']),
  };
}

describe('alimony properties over generated cases', () => {
  const cases = Array.from({ length: 600 }, randomCase);

  it('every result matches the result schema: never negative, range ordered, durations whole', () => {
    for (const input of cases) {
      const result = calculateAlimony(input);
      expect(() => AlimonyResultSchema.parse(result), JSON.stringify(input)).not.toThrow();
      expect(result.monthlyPayment).toBeGreaterThanOrEqual(0);
      expect(result.monthlyRange.low).toBeLessThanOrEqual(result.monthlyRange.high);
      expect(result.monthlyPayment).toBeGreaterThanOrEqual(result.monthlyRange.low);
      expect(result.monthlyPayment).toBeLessThanOrEqual(result.monthlyRange.high);
      expect(result.meta.sources.length).toBeGreaterThan(0);
      if (result.meta.confidence === 'estimate' || !result.isGuidelineFormula) {
        expect(result.meta.approximations.length, JSON.stringify(input)).toBeGreaterThan(0);
      }
    }
  });

  it('a higher payer income never lowers the payment while the same formula applies', () => {
    for (const input of cases.slice(0, 300)) {
      const lower = calculateAlimony(input);
      const raise = 1 + random();
      const higherIncome = Math.round(Number(input.payerIncome) * raise + 100);
      const higher = calculateAlimony({
        ...input,
        payerIncome: higherIncome,
        payerNetIncome: Math.round(Number(input.payerNetIncome) * raise + 60),
      });
      if (higher.meta.model !== lower.meta.model || higher.isGuidelineFormula !== lower.isGuidelineFormula)
        continue;
      expect(higher.monthlyPayment, JSON.stringify({ input, higherIncome })).toBeGreaterThanOrEqual(
        lower.monthlyPayment,
      );
    }
  });

  it('a payer who earns no more than the recipient owes nothing under a formula', () => {
    for (const state of ['massachusetts', 'new-york', 'illinois', 'colorado', 'florida', 'new-hampshire']) {
      const result = calculateAlimony({
        ...cases[0],
        state,
        alimonyType: 'permanent',
        payerIncome: 4_000,
        recipientIncome: 4_000,
        payerNetIncome: 3_000,
        recipientNetIncome: 3_000,
        childSupportMonthly: 0,
      });
      expect(result.monthlyPayment, state).toBe(0);
    }
  });
});
