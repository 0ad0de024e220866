import { money, percent } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { COLORADO_2026_SCHEDULE_ANCHORS } from './data/colorado-schedule-anchors.js';

const STATUTE: Source = {
  title: 'Colorado Revised Statutes § 14-10-115 as amended by HB25-1159 (signed 2025-05-31), for orders from 2026-03-01',
  section: 'C.R.S. § 14-10-115(7)(b) schedule, (8)(h) parenting-time credit',
  url: 'https://s3.us-west-2.amazonaws.com/beta.leg.colorado.gov/570dfaaa4d14cc6262f9612f3b5a5ffa',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Schedule anchor rows and overnight-credit table as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/colorado_schedule.json; data/rules/colorado.json',
};

/** Parenting-time credit by a parent's overnights as the secondary source gives it (0 at 0 nights, 50% at 182.5, 100% at 365). */
const OVERNIGHT_CREDIT: readonly (readonly [number, number])[] = [
  [0, 0], [20, 0.0156], [40, 0.0366], [60, 0.0651], [73, 0.0887], [90, 0.1268], [110, 0.1841],
  [130, 0.2558], [146, 0.3232], [160, 0.3883], [182.5, 0.5], [200, 0.5825], [218, 0.6723],
  [240, 0.7635], [260, 0.8316], [280, 0.8853], [291, 0.9093], [310, 0.9429], [330, 0.9692],
  [350, 0.9887], [365, 1],
];

function creditFor(overnights: number): number {
  const nights = Math.min(365, Math.max(0, overnights));
  const upper = OVERNIGHT_CREDIT.findIndex(([n]) => n >= nights);
  if (upper <= 0) return OVERNIGHT_CREDIT[0]![1];
  const [n1, r1] = OVERNIGHT_CREDIT[upper - 1]!;
  const [n2, r2] = OVERNIGHT_CREDIT[upper]!;
  return r1 + ((nights - n1) / (n2 - n1)) * (r2 - r1);
}

export const colorado = defineChildSupportRules({
  slug: 'colorado',
  versions: [
    {
      ...combinedIncomeProxyEstimate({
        effectiveFrom: '2020-01-01',
        stateModel: 'income-shares',
        incomeBasis: 'adjusted-gross',
        guideline: { title: 'Colorado Revised Statutes § 14-10-115 (before HB25-1159)', section: 'C.R.S. § 14-10-115' },
        summary: 'Income shares on adjusted gross income to $30,000; shared physical care at 93 overnights each with a 1.5 cross-credit (before 2026-03-01).',
      }),
      effective: { from: '2020-01-01', to: '2026-02-28' },
    },
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2026-03-01',
      incomeBasis: 'adjusted-gross',
      sources: [STATUTE, SECONDARY],
      anchors: COLORADO_2026_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime({ c, basic, custodialShare, noncustodialShare }) {
        // Each parent owes their share for the time the children are not with them: share × (1 − own credit).
        const ncpCredit = creditFor(c.noncustodial.overnightsPerYear);
        const cpCredit = creditFor(c.custodial.overnightsPerYear);
        const ncpPart = roundToCents(basic * noncustodialShare * (1 - ncpCredit));
        const cpPart = roundToCents(basic * custodialShare * (1 - cpCredit));
        return {
          noncustodialOwes: roundToCents(ncpPart - cpPart),
          steps: [
            percent("Noncustodial parent's overnight credit", roundToCents(ncpCredit * 100)),
            percent("Custodial parent's overnight credit", roundToCents(cpCredit * 100)),
            money("Noncustodial parent's share after credit", ncpPart),
            money("Custodial parent's share after credit", cpPart),
          ],
        };
      },
      approximations: [
        "Colorado's 2026 schedule is not held in full: the basic obligation is interpolated between 34 of its rows taken from a secondary transcription (not cross-checked).",
        'The HB25-1159 parenting-time credit for every overnight is modelled with the secondary source\'s credit table, applied to each parent\'s share and offset; the act\'s (8)(h) formula was not read.',
        'The updated low-income adjustment is not applied; above $40,000 the $40,000 row is used (the statute\'s floor).',
      ],
      summary:
        'Income shares on adjusted gross income with the 2026 schedule (to $40,000); from 2026-03-01 every overnight earns a parenting-time credit (the 93-overnight threshold and 1.5 multiplier were repealed).',
    }),
  ],
  examples: [
    {
      name: 'Two children, $5,000 combined (an anchor row), 73 overnights',
      kind: 'derived',
      source: 'derived from C.R.S. § 14-10-115 (HB25-1159) with the $5,000 row (two children $1,404) and the secondary credit table (73 nights 8.87%, 292 nights ≈ 91.13%)',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'colorado',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 717.74, payer: 'noncustodial' },
      note: '1,404 × 60% × (1 − 8.87%) = 767.68; 1,404 × 40% × (1 − 91.11%) = 49.94; 767.68 − 49.94 = $717.74.',
    },
  ],
});
