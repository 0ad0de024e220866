import { calculateAlimony, calculateChildSupport, CHILD_SUPPORT_RULES } from '@securesplit/engine';
import { describe, expect, it } from 'vitest';
import { estimateReasons, estimateSentence } from './estimate-reasons.js';

const CASE = { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

describe('an estimate’s plain sentence (issue 33)', () => {
  it('Pennsylvania: one sentence, how sure and why, instead of eight legal notes', () => {
    const { meta } = calculateChildSupport({ ...CASE, state: 'pennsylvania' });
    expect(meta.confidence).toBe('estimate');
    expect(meta.approximations.length).toBeGreaterThanOrEqual(5);
    // The notes written once per parent count once: the tax estimate, and five others (the schedule, the low-income step, shared custody, child care, local taxes).
    expect(estimateReasons(meta.approximations)).toEqual({ taxes: true, otherDetails: 5 });
    expect(estimateSentence(meta.jurisdictionName, meta.approximations)).toBe(
      'An estimate for Pennsylvania, not an official figure: taxes are worked out from gross pay, and 5 other points are approximated.',
    );
  });

  it('a state whose only approximation is the tax estimate is a close estimate', () => {
    const { meta } = calculateChildSupport({ ...CASE, state: 'texas' });
    expect(estimateSentence(meta.jurisdictionName, meta.approximations)).toBe('A close estimate for Texas: taxes are worked out from gross pay, where the rule uses actual taxes.');
  });

  it('every estimate-confidence state gets a short sentence without citations, from its own data', () => {
    const estimates = [...CHILD_SUPPORT_RULES.values()]
      .map((rules) => calculateChildSupport({ ...CASE, state: rules.slug }).meta)
      .filter((meta) => meta.confidence === 'estimate');
    expect(estimates.length).toBeGreaterThan(20);
    for (const meta of estimates) {
      const sentence = estimateSentence(meta.jurisdictionName, meta.approximations);
      expect(sentence, meta.jurisdiction).toMatch(new RegExp(`^(A close estimate|An estimate) for ${meta.jurisdictionName}`));
      expect(sentence.length, sentence).toBeLessThanOrEqual(140);
      expect(sentence, sentence).not.toMatch(/§|Rule \d|Pa\.R|\(\d{4}\)/);
    }
  });

  it('an alimony estimate without a state formula says how many points are approximated', () => {
    const { meta } = calculateAlimony({ marriageDate: '2010-01-01', separationDate: '2024-03-01', payerIncome: 8000, recipientIncome: 3000, alimonyType: 'permanent', payerAge: 45, recipientAge: 43, state: 'georgia' });
    expect(estimateSentence(meta.jurisdictionName, meta.approximations)).toMatch(/^An estimate for Georgia, not an official figure: (one point is|\d+ points are) approximated\.$/);
  });
});
