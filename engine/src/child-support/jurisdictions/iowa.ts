import type { Source } from '../../rules/source.js';
import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { IOWA_SCHEDULE } from './data/iowa-schedule.js';

const RULES: Source = {
  title: 'Iowa Court Rules, Chapter 9: Child Support Guidelines',
  section:
    'Iowa Ct. R. 9.26 (schedule and low-income areas), 9.9 (extraordinary visitation credit), 9.14 (joint physical care)',
  url: 'https://www.legis.iowa.gov/docs/ACO/CourtRulesChapter/9.pdf',
};

assertScheduleShape('Iowa Rule 9.26 schedule (anchor rows)', IOWA_SCHEDULE);

export const iowa = defineChildSupportRules({
  slug: 'iowa',
  versions: [
    {
      ...combinedIncomeProxyEstimate({
        effectiveFrom: '2023-01-01',
        stateModel: 'income-shares',
        incomeBasis: 'net',
        guideline: {
          title: 'Iowa Court Rules, Chapter 9 (Child Support Guidelines)',
          section: 'Iowa Ct. R. 9.26',
        },
        summary: 'Income shares on net income with an extraordinary visitation credit.',
      }),
      effective: { from: '2023-01-01', to: '2025-12-31' },
    },
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [RULES],
      approximations: [
        'Only 116 of the schedule’s roughly 600 rows are held (from a secondary transcription that says they are the schedule in force from 2026-01-01, not checked against the rule); amounts between them are interpolated and can differ from the printed rows by a few dollars.',
        'The low-income areas (obligor’s own income alone up to about $1,250, the lesser of the two methods to about $2,650) are applied as “the lesser of the schedule at the obligor’s own income and the obligor’s share of the combined amount” at every income, as the secondary source does.',
        'The extraordinary visitation credit (15% from 128 overnights, 20% from 148, 25% from 167) and joint physical care (taken here as each parent having at least 48% of the time, about 175 overnights; each parent’s share as if the other had the children, offset) follow secondary descriptions of Rules 9.9 and 9.14.',
        'Childcare and the children’s health insurance are shared by income share here; Iowa’s own treatment of the insurance premium was not checked.',
      ],
      summary:
        'Income shares on combined net income (Rule 9.26 schedule, low-income areas built in); extraordinary visitation credit of 15-25% from 128 overnights; joint physical care by offsetting each parent’s share.',
      compute: incomeSharesWorksheet({
        state: 'iowa',
        stateBasis: 'net',
        incomeLabel: 'net income',
        deductionSource:
          'Rule 9.5: net income after taxes, mandatory deductions and support paid for other children',
        schedule: IOWA_SCHEDULE,
        lookup: 'interpolate',
        scheduleSource: 'Rule 9.26 schedule (interpolated between the rows held)',
        aboveSchedule: {
          kind: 'top-row',
          source: 'Rule 9.26: above $30,000 the obligation is at least the $30,000 amount, set case by case',
        },
        ownIncomeLimit: {
          source: 'Rule 9.26 low-income areas: the schedule at the obligor’s own income when that is less',
        },
        parentingTime: {
          method: 'visitation-credit',
          bands: [
            { minOvernights: 128, credit: 0.15 },
            { minOvernights: 148, credit: 0.2 },
            { minOvernights: 167, credit: 0.25 },
          ],
          equalCare: { minTimePercent: 48, source: 'Rule 9.14: joint (equally shared) physical care' },
          source: 'Rule 9.9: extraordinary visitation credit',
        },
        addOnsSource: 'childcare and the children’s health insurance shared by income (estimate)',
        flags: (c, { combined }) => {
          const flags: string[] = [];
          if (combined > 30000)
            flags.push(
              'Combined net income is above $30,000 a month, where the court sets support case by case.',
            );
          if (c.children > 5)
            flags.push(
              'The rows held stop at five children (the schedule goes to six); the five-children column was used.',
            );
          return flags;
        },
      }),
    },
  ],
  examples: [
    {
      name: 'Two children, $5,000 combined net income (a row held)',
      kind: 'derived',
      source:
        'derived from the Iowa Ct. R. 9.26 schedule row at $5,000 as transcribed (two children: $1,651)',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        incomeBasis: 'net',
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'iowa',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 990.6, payer: 'noncustodial' },
      note: '1,651 × 60% = 990.60; the schedule at the obligor’s own $3,000 is 1,044, more, so no low-income limit.',
    },
  ],
});
