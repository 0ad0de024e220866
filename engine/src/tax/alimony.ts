import { money, note, type Step } from '../explain/steps.js';
import type { Source } from '../rules/source.js';

/** Instruments executed after this day fall under the TCJA rule (P.L. 115-97 §11051(c)). */
const LAST_OLD_RULE_DAY = '2018-12-31';

export const ALIMONY_SOURCES: readonly Source[] = [
  {
    title:
      'Public Law 115-97 (Tax Cuts and Jobs Act) §11051: repeal of the alimony deduction (former 26 U.S.C. §§71, 215)',
    section: '§11051(c) effective date',
    url: 'https://www.congress.gov/bill/115th-congress/house-bill/1',
  },
  {
    title: 'IRS, Clarification: changes to deduction for certain alimony payments effective in 2019',
    url: 'https://www.irs.gov/forms-pubs/clarification-changes-to-deduction-for-certain-alimony-payments-effective-in-2019',
  },
];

export interface AlimonyTreatment {
  /** True when the federal return deducts alimony paid and includes alimony received. */
  federallyCounted: boolean;
  /** Amount added to federal income (Schedule 1 line 2a). */
  includedReceived: number;
  /** Amount deducted above the line (Schedule 1 line 19a). */
  deductedPaid: number;
  steps: Step[];
}

/**
 * Whether alimony counts for federal income tax: only under a divorce or separation instrument
 * executed on or before Dec 31, 2018, unless a later modification expressly adopts the new rule.
 */
export function federalAlimonyTreatment(args: {
  alimonyPaid: number;
  alimonyReceived: number;
  agreementDate?: string | undefined;
  modificationAdoptsNewRule?: boolean | undefined;
}): AlimonyTreatment {
  const { alimonyPaid, alimonyReceived } = args;
  if (alimonyPaid === 0 && alimonyReceived === 0) {
    return { federallyCounted: false, includedReceived: 0, deductedPaid: 0, steps: [] };
  }
  const rule = ALIMONY_SOURCES[0]!.title;
  if (!args.agreementDate) {
    return {
      federallyCounted: false,
      includedReceived: 0,
      deductedPaid: 0,
      steps: [
        note(
          'Alimony',
          'No agreement date was given, so the agreement is treated as executed after 2018: alimony paid is not deductible and alimony received is not income.',
          rule,
        ),
      ],
    };
  }
  if (args.agreementDate > LAST_OLD_RULE_DAY) {
    return {
      federallyCounted: false,
      includedReceived: 0,
      deductedPaid: 0,
      steps: [
        note(
          'Alimony',
          `The agreement was executed on ${args.agreementDate}, after Dec 31, 2018: alimony paid is not deductible and alimony received is not income.`,
          rule,
        ),
      ],
    };
  }
  if (args.modificationAdoptsNewRule) {
    return {
      federallyCounted: false,
      includedReceived: 0,
      deductedPaid: 0,
      steps: [
        note(
          'Alimony',
          `The agreement of ${args.agreementDate} was modified after 2018 and the modification expressly adopts the new rule: alimony is neither deductible nor income.`,
          rule,
        ),
      ],
    };
  }
  const steps: Step[] = [
    note(
      'Alimony',
      `The agreement was executed on ${args.agreementDate}, before 2019: alimony paid is deductible and alimony received is income (former 26 U.S.C. §§71, 215).`,
      rule,
    ),
  ];
  if (alimonyReceived > 0)
    steps.push(money('Alimony received (income)', alimonyReceived, undefined, 'Schedule 1 line 2a'));
  if (alimonyPaid > 0)
    steps.push(money('Alimony paid (deduction)', alimonyPaid, undefined, 'Schedule 1 line 19a'));
  return { federallyCounted: true, includedReceived: alimonyReceived, deductedPaid: alimonyPaid, steps };
}
