import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { idahoMonthlySchedule } from './data/idaho-schedule.js';

const RULE: Source = {
  title: 'Idaho Rules of Family Law Procedure, Rule 120: Idaho Child Support Guidelines',
  section: 'I.R.F.L.P. 120(c), (g) (schedule), shared physical custody and low-income provisions',
  url: 'https://isc.idaho.gov/irflp120',
};

const SCHEDULE = idahoMonthlySchedule();
assertScheduleShape('Idaho Rule 120 schedule', SCHEDULE);

/** Shared physical custody when each parent has the children more than 25% of the overnights (92 of 365). */
const SHARED_CUSTODY_OVERNIGHTS = 92;
/** Rule 120: a rebuttable presumption of at least $50 per child a month, and a review below $800 a month of income. */
const LOW_INCOME_REVIEW_MONTHLY = 800;

export const idaho = defineChildSupportRules({
  slug: 'idaho',
  versions: [
    {
      effective: { from: '2025-07-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [RULE],
      approximations: [
        'The Rule 120 bracket percentages come from a secondary transcription that could not be checked against the rule; its 3-5 children brackets end at $390,000 a year instead of $440,000 and are doubtful.',
        'Shared physical custody (more than 25% of overnights each: basic × 1.5, cross-multiplied by the other parent’s time) and the low-income presumptions follow secondary sources; the $50-per-child minimum and $800 income review are not applied, only flagged.',
      ],
      summary:
        'Income shares on annual Guidelines Income (gross less adjustments) with the Rule 120 bracket percentages, computed monthly; shared physical custody over 25% of overnights each (× 1.5 cross-credit); childcare and health insurance shared by income.',
      compute: incomeSharesWorksheet({
        state: 'idaho',
        stateBasis: 'gross',
        incomeLabel: 'Guidelines Income (monthly)',
        deductionSource: 'Rule 120: adjustments to gross income (support and maintenance paid)',
        schedule: SCHEDULE,
        lookup: 'interpolate',
        scheduleSource: 'Rule 120 schedule: bracket percentages of annual Guidelines Income ÷ 12',
        aboveSchedule: {
          kind: 'top-row',
          source: 'Above the schedule the court sets support case by case; the top amount is shown',
        },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: SHARED_CUSTODY_OVERNIGHTS,
          multiplier: 1.5,
          source: 'Rule 120 (shared physical custody)',
        },
        addOnsSource: 'Rule 120: work-related childcare and the children’s health insurance shared by income',
        flags: (c) => {
          const incomes = [c.custodial, c.noncustodial].map((p) => p.monthlyIncome - p.monthlyDeductions);
          const flags: string[] = [];
          if (Math.min(...incomes) < LOW_INCOME_REVIEW_MONTHLY) {
            flags.push(
              'A parent’s income is under $800 a month, where Rule 120 calls for a review of the self-support need and a $50-per-child minimum; neither is applied here.',
            );
          }
          if (c.children > 5)
            flags.push('Rule 120’s schedule stops at five children; the five-children brackets were used.');
          return flags;
        },
      }),
    },
  ],
  examples: [
    {
      name: 'Two children, $35,000 combined annual Guidelines Income',
      kind: 'derived',
      source:
        'derived from I.R.F.L.P. 120 bracket percentages (two children) as transcribed; the rule’s own example reportedly gives $709 and $506',
      input: {
        custodialParentIncome: 10000 / 12,
        nonCustodialParentIncome: 25000 / 12,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'idaho',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 505.96, payer: 'noncustodial' },
      tolerance: 0.01,
      note: 'Annual: 26% × 10,000 + 25% × 10,000 + 23% × 10,000 + 22% × 5,000 = 8,500 → 708.33 a month; noncustodial share 25,000 / 35,000 = 71.43%; 708.33 × 0.7143 = 505.96 (the rule’s example is reported as $506).',
    },
  ],
});
