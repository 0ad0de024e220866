import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { VERMONT_SCHEDULE } from './data/vermont-schedule.js';

const STATUTE: Source = {
  title: 'Vermont Statutes Title 15, chapter 11, subchapter 3A: Child support guidelines',
  section:
    '15 V.S.A. §§ 653 (definitions), 654 (guidelines table), 656 (self-support reserve), 657 (shared custody)',
  url: 'https://legislature.vermont.gov/statutes/chapter/15/011',
  lastChecked: '2026-11-21',
};
const TABLE: Source = {
  title: 'Vermont Office of Child Support, Child support guideline table (revised 2024-01-02)',
  section: 'Table of intact family expenditures on children',
  url: 'https://dcf.vermont.gov/ocs/parents/guidelines',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Vermont 15 V.S.A. § 654 table', VERMONT_SCHEDULE);

/** Shared physical custody when each parent has the children at least 30% of the year. */
const SHARED_CUSTODY_DAYS = 0.3 * 365;
/** Self-support reserve effective 2026-02-02 (120% of the one-person poverty guideline), as a secondary source gives it. */
const SELF_SUPPORT_RESERVE = 1596;

export const vermont = defineChildSupportRules({
  slug: 'vermont',
  versions: [
    {
      effective: { from: '2024-01-02' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [STATUTE, TABLE],
      approximations: [
        'The 2024 guideline table comes from a secondary transcription (588 rows) that could not be checked against the Office of Child Support’s table.',
        'Available income is estimated with standard federal, FICA and state tax, not Vermont’s own tax conversion table.',
        'The self-support reserve ($1,596 a month, the amount from 2026-02-02) and shared physical custody (30% of the year each: basic × 1.5, cross-multiplied by the other parent’s time) follow secondary sources.',
      ],
      summary:
        'Income shares on available (after-tax) income with the 2024 table to $30,024.99; shared physical custody from 30% of the year each (× 1.5 cross-credit); the obligor keeps the self-support reserve; childcare and health insurance shared by income.',
      compute: incomeSharesWorksheet({
        state: 'vermont',
        stateBasis: 'net',
        incomeLabel: 'available income',
        deductionSource: '15 V.S.A. § 653(1): other child support and maintenance actually paid',
        schedule: VERMONT_SCHEDULE,
        lookup: 'row-below',
        scheduleSource: '15 V.S.A. § 654 table (2024)',
        aboveSchedule: {
          kind: 'top-row',
          source: 'Above $30,024.99 the court sets support case by case; the top row is shown',
        },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: SHARED_CUSTODY_DAYS,
          multiplier: 1.5,
          source: '15 V.S.A. § 657 (shared physical custody)',
        },
        selfSupport: {
          reserveMonthly: SELF_SUPPORT_RESERVE,
          minimumByChildren: [0],
          source: '15 V.S.A. § 656 (self-support reserve)',
        },
        addOnsSource: '15 V.S.A. § 656: childcare and health insurance added and shared by income',
      }),
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined available income',
      kind: 'derived',
      source: 'derived from 15 V.S.A. § 654 (table bracket $6,975-$7,024)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        incomeBasis: 'net',
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'vermont',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1084.52, payer: 'noncustodial' },
      note: 'Bracket $6,975-$7,024, two children: $1,898; noncustodial share 4,000 / 7,000 = 57.14%; 1,898 × 0.5714 = 1,084.52.',
    },
  ],
});
