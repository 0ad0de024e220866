import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, describeMonths, shareOfMarriage } from '../duration.js';
import { computeFica } from '../../tax/fica.js';
import { taxYearFor } from '../../tax/net-income.js';
import type { TaxYear } from '../../tax/types.js';
import { incomeSteps, marriageSteps, taxTreatmentStep } from '../models/common.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, AlimonyRuleVersion, DurationOutcome } from '../types.js';

const DRL_236: Source = {
  title:
    'New York Domestic Relations Law § 236(B)(5-a) (temporary) and (6) (post-divorce maintenance), L.2015 ch. 269',
  section: '§ 236(B)(6)(c) guideline formulas; (6)(b)(4) income cap; (6)(f) advisory duration schedule',
  url: 'https://www.nysenate.gov/legislation/laws/DOM/236',
};

/** (6)(c)(1): with child support and the payer as the noncustodial parent. */
const WITH_CHILD_SUPPORT = { payerRate: 0.2, payeeRate: 0.25 } as const;
/** (6)(c)(2): no child support, or the payer is the custodial parent. */
const WITHOUT_CHILD_SUPPORT = { payerRate: 0.3, payeeRate: 0.2 } as const;
/** (6)(c)(1)(b) and (2)(b): 40% of combined income less the payee's income. */
const COMBINED_RATE = 0.4;
/** (6)(f)(1): advisory duration as a share of the marriage. */
const DURATION_SCHEDULE = [
  { overYears: 20, low: 0.35, high: 0.5 },
  { overYears: 15, low: 0.3, high: 0.4 },
  { overYears: 0, low: 0.15, high: 0.3 },
] as const;
/**
 * A payer left with little income may get the statute's self-support-reserve adjustment. The reserve was
 * $21,128 in 2024 (as reported); flagging below $25,000 leaves room for later increases.
 */
const SELF_SUPPORT_RESERVE_FLAG = 25_000;

function advisoryDuration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  if (c.alimonyType === 'temporary') {
    return {
      outcome: UNTIL_JUDGMENT,
      steps: [note('Duration', 'Temporary maintenance ends with the judgment', '§ 236(B)(5-a)')],
    };
  }
  const months = c.marriage.months;
  const years = c.marriage.exactYears;
  // "0 up to and including 15 years", "more than 15 up to and including 20", "more than 20".
  const band = DURATION_SCHEDULE.find((b) => years > b.overYears) ?? DURATION_SCHEDULE[2];
  const low = shareOfMarriage(months, band.low);
  const high = shareOfMarriage(months, band.high);
  const middle = Math.floor((low + high) / 2);
  return {
    outcome: {
      text: `${describeMonths(low)} to ${describeMonths(high)} (${band.low * 100}-${band.high * 100}% of the marriage, advisory)`,
      months: middle,
    },
    steps: [
      percent('Advisory duration: low share of the marriage', band.low * 100, undefined, '§ 236(B)(6)(f)(1)'),
      percent('Advisory duration: high share of the marriage', band.high * 100),
      count('Advisory duration, low (months)', low, `${months} × ${band.low * 100}%`),
      count('Advisory duration, high (months)', high, `${months} × ${band.high * 100}%`),
      count('Duration shown (months, middle of the range)', middle, `(${low} + ${high}) ÷ 2`),
    ],
  };
}

function guidelineAnnual(
  payer: number,
  payee: number,
  withChildSupport: boolean,
): { a: number; b: number; amount: number } {
  const rates = withChildSupport ? WITH_CHILD_SUPPORT : WITHOUT_CHILD_SUPPORT;
  const a = roundToCents(payer * rates.payerRate - payee * rates.payeeRate);
  const b = roundToCents((payer + payee) * COMBINED_RATE - payee);
  return { a, b, amount: Math.max(0, Math.min(a, b)) };
}

function computeWithCap(cap: number) {
  return (c: AlimonyCase): AlimonyOutcome => {
    // CSSA income (DRL § 240(1-b)(b)(5)): gross income less FICA actually paid; the wages entered are the only income.
    const taxYear = taxYearFor(c.asOf) as TaxYear;
    const payerGrossAnnual = roundToCents(c.payer.grossMonthly * 12);
    const payeeGrossAnnual = roundToCents(c.recipient.grossMonthly * 12);
    const payerFica = computeFica(taxYear, 'single', payerGrossAnnual).total;
    const payeeFica = computeFica(taxYear, 'single', payeeGrossAnnual).total;
    const payerAnnual = roundToCents(payerGrossAnnual - payerFica);
    const payeeAnnual = roundToCents(payeeGrossAnnual - payeeFica);
    const capped = Math.min(payerAnnual, cap);
    const withChildSupport = c.childSupportMonthly > 0;
    const rates = withChildSupport ? WITH_CHILD_SUPPORT : WITHOUT_CHILD_SUPPORT;
    const { a, b, amount } = guidelineAnnual(capped, payeeAnnual, withChildSupport);
    const monthly = roundToCents(amount / 12);
    const formula = withChildSupport ? '(6)(c)(1)' : '(6)(c)(2)';
    const steps: Step[] = [
      ...marriageSteps(c, 'the date the action was commenced (§ 236(B)(6)(f))'),
      ...incomeSteps(c, 'gross'),
      money("Payer's annual gross income", payerGrossAnnual, `${c.payer.grossMonthly} × 12`),
      money("Payer's FICA", payerFica, `tax year ${taxYear}`, '26 U.S.C. § 3101'),
      money(
        "Payer's annual income (gross less FICA)",
        payerAnnual,
        undefined,
        'DRL § 240(1-b)(b)(5)(vii)(H)',
      ),
      money("Payee's annual gross income", payeeGrossAnnual, `${c.recipient.grossMonthly} × 12`),
      money("Payee's FICA", payeeFica, `tax year ${taxYear}`),
      money("Payee's annual income (gross less FICA)", payeeAnnual),
      note(
        'New York City residents',
        'CSSA income also deducts New York City (and Yonkers) income tax; it is not deducted here.',
      ),
      money('Income cap on the payer', cap, undefined, '§ 236(B)(6)(b)(4)'),
      money("Payer's income up to the cap", capped),
      note(
        'Formula',
        withChildSupport
          ? 'Child support is paid by the maintenance payer: 20% of payer − 25% of payee'
          : 'No child support paid by the maintenance payer: 30% of payer − 20% of payee',
        `§ 236(B)${formula}`,
      ),
      money(
        `(a) ${rates.payerRate * 100}% of payer − ${rates.payeeRate * 100}% of payee`,
        a,
        `${capped} × ${rates.payerRate * 100}% − ${payeeAnnual} × ${rates.payeeRate * 100}%`,
      ),
      money(
        '(b) 40% of combined income − payee income',
        b,
        `(${capped} + ${payeeAnnual}) × 40% − ${payeeAnnual}`,
      ),
      money('Guideline annual maintenance (lower of (a) and (b), not below 0)', amount),
      money('Guideline monthly maintenance', monthly, `${amount} ÷ 12`),
    ];
    let high = monthly;
    const approximations: string[] = [];
    if (payerAnnual > cap) {
      const uncapped = guidelineAnnual(payerAnnual, payeeAnnual, withChildSupport).amount;
      high = roundToCents(uncapped / 12);
      steps.push(
        note(
          'Income above the cap',
          "Maintenance on income above the cap is at the court's discretion under the (6)(e)(1) factors; the range's high end applies the formula to all income.",
          '§ 236(B)(6)(d)',
        ),
        money('Range high: formula on uncapped income', high, `${uncapped} ÷ 12`),
      );
    }
    if (payerAnnual - amount < SELF_SUPPORT_RESERVE_FLAG && amount > 0) {
      approximations.push(
        "The payer's remaining income is low: the self-support reserve adjustment of § 236(B)(6) may reduce the award and is not computed here.",
      );
    }
    const duration = advisoryDuration(c);
    steps.push(...duration.steps, note('Duration', duration.outcome.text), taxTreatmentStep(c));
    return {
      monthlyPayment: monthly,
      monthlyRange: { low: monthly, high },
      incomeDifferential: roundToCents((payerAnnual - payeeAnnual) / 12),
      percentage: rates.payerRate * 100,
      duration: duration.outcome,
      isGuidelineFormula: true,
      steps,
      approximations,
    };
  };
}

interface CapPeriod {
  from: string;
  to?: string;
  cap: number;
  source: Source;
}

const OCA_PUBLICATION = 'Office of Court Administration biennial maintenance income cap';
/**
 * The payer income cap: $175,000 in the statute, raised by CPI-U every two years and published by the
 * Office of Court Administration (DRL § 236(B)(6)(b)(4)). Later figures as reported by practitioners.
 */
const CAP_PERIODS: CapPeriod[] = [
  {
    from: '2015-10-25',
    to: '2016-01-30',
    cap: 175_000,
    source: { title: 'DRL § 236(B)(5-a)(b)(4), (6)(b)(4) statutory cap (L.2015 ch. 269)' },
  },
  {
    from: '2016-01-31',
    to: '2018-02-28',
    cap: 178_000,
    source: {
      title: `${OCA_PUBLICATION}, January 31, 2016 (as reported by divorceny.com)`,
      url: 'https://www.divorceny.com/child-support/cola/',
    },
  },
  {
    from: '2018-03-01',
    to: '2020-02-29',
    cap: 184_000,
    source: {
      title: `${OCA_PUBLICATION}, 2018 (as reported in secondary sources; start date assumed March 1)`,
    },
  },
  {
    from: '2020-03-01',
    to: '2022-02-28',
    cap: 192_000,
    source: {
      title: `${OCA_PUBLICATION}, March 1, 2020 (as reported by PetroskeLaw)`,
      url: 'https://www.petroskelaw.com/income-caps-for-ny-child-support-and-maintenance-increase-in-2020/',
    },
  },
  {
    from: '2022-03-01',
    to: '2024-02-29',
    cap: 203_000,
    source: {
      title: `${OCA_PUBLICATION}, March 1, 2022 (as reported by PetroskeLaw)`,
      url: 'https://www.petroskelaw.com/updated-2022-income-caps-for-new-york-child-support-and-maintenance/',
    },
  },
  {
    from: '2024-03-01',
    to: '2026-02-28',
    cap: 228_000,
    source: {
      title: `${OCA_PUBLICATION}, March 1, 2024, AO/87/24 (as reported by new-york-divorce-mediation.com and thedivorcecalc.com)`,
      url: 'https://www.new-york-divorce-mediation.com/new-york-2024-to-2026-income-caps-for-child-support-and-maintenance-increase/',
    },
  },
  {
    from: '2026-03-01',
    cap: 241_000,
    source: {
      title: `${OCA_PUBLICATION}, March 1, 2026 (as reported by gilmerlegal.com and rubenfelddivorce.com)`,
      url: 'https://www.rubenfelddivorce.com/blog/2026/march/new-york-s-updated-support-caps-for-2026-what-di',
    },
  },
];

function version(period: CapPeriod): AlimonyRuleVersion {
  return {
    effective: period.to ? { from: period.from, to: period.to } : { from: period.from },
    model: 'new-york-maintenance-guidelines',
    hasAmountFormula: true,
    confidence: 'official',
    sources: [DRL_236, period.source],
    approximations: [],
    summary: `Maintenance guidelines (temporary and post-divorce): lower of 30%/20% (or 20%/25% with child support) and 40% of combined less payee, on payer income up to $${period.cap.toLocaleString('en-US')}; advisory duration 15-50% of the marriage.`,
    compute: computeWithCap(period.cap),
  };
}

export const newYork = defineAlimonyRules({ slug: 'new-york', versions: CAP_PERIODS.map(version) });
