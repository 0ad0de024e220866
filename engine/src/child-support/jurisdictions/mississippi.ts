import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { estimateMonthlyNetIncome, taxYearFor } from '../../tax/net-income.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';

const STATUTE: Source = {
  title: 'Mississippi Code § 43-19-101 (child support award guidelines)',
  section: '§ 43-19-101(1), (3), (4)',
  url: 'https://law.justia.com/codes/mississippi/title-43/chapter-19/section-43-19-101/',
};

/** § 43-19-101(1): percentage of the absent parent's adjusted gross income, 1 to 5 or more children. */
const RATES = [0.14, 0.2, 0.22, 0.24, 0.26] as const;
/** § 43-19-101(4): above $100,000 or below $10,000 a year the court makes a written finding on reasonableness. */
const FINDING_ABOVE_ANNUAL = 100000;
const FINDING_BELOW_ANNUAL = 10000;

const TAX_APPROXIMATION =
  'Adjusted gross income was estimated from gross income with standard federal, FICA and state tax (single filer, standard deduction); § 43-19-101(3)(b) subtracts the taxes actually owed, which can differ.';

function computeMississippi(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  const steps: Step[] = [];
  const gross = roundToCents(Math.max(0, c.noncustodial.monthlyIncome));
  let afterTax = gross;
  if (c.incomeBasis === 'net') {
    steps.push(money("Absent parent's income after taxes and Social Security (as entered)", gross, undefined, '§ 43-19-101(3)(b)'));
  } else {
    const estimate = estimateMonthlyNetIncome({ grossMonthly: gross, state: 'mississippi', taxYear: taxYearFor(c.asOf), filingStatus: 'single' });
    afterTax = estimate.netMonthly;
    steps.push(
      money("Absent parent's gross monthly income", gross, undefined, '§ 43-19-101(3)(a)'),
      money('Less federal income tax (estimated)', estimate.federalIncomeTaxMonthly, undefined, '§ 43-19-101(3)(b)'),
      money('Less Social Security and Medicare (estimated)', estimate.ficaMonthly, undefined, '§ 43-19-101(3)(b)'),
      money('Less state income tax (estimated)', estimate.stateIncomeTaxMonthly, undefined, '§ 43-19-101(3)(b)'),
    );
    approximations.push(TAX_APPROXIMATION, ...estimate.approximations);
  }
  // § 43-19-101(3)(c): support paid under an existing order for other children is subtracted.
  const adjustedGross = roundToCents(Math.max(0, afterTax - c.noncustodial.monthlyDeductions));
  steps.push(
    money('Less support paid for other children (existing orders)', c.noncustodial.monthlyDeductions, undefined, '§ 43-19-101(3)(c)'),
    money("Absent parent's adjusted gross income (monthly)", adjustedGross, undefined, '§ 43-19-101(3)'),
  );
  const rate = RATES[Math.min(c.children, RATES.length) - 1]!;
  const support = roundToCents(adjustedGross * rate);
  steps.push(
    percent('Guideline percentage', rate * 100, `${c.children} child(ren)`, '§ 43-19-101(1)'),
    money('Guideline child support', support, `${adjustedGross} × ${(rate * 100).toFixed(0)}%`, '§ 43-19-101(1)'),
  );
  const annual = roundToCents(adjustedGross * 12);
  if (annual > FINDING_ABOVE_ANNUAL || annual < FINDING_BELOW_ANNUAL) {
    steps.push(
      note(
        'Written finding',
        `Adjusted gross income of ${annual} a year is ${annual > FINDING_ABOVE_ANNUAL ? 'above $100,000' : 'below $10,000'}: the court must make a written finding on whether applying the guideline is reasonable.`,
        '§ 43-19-101(4)',
      ),
    );
  }
  if (c.custodyArrangement !== 'primary' || c.childcare.monthly > 0 || c.healthInsurance.monthly > 0) {
    steps.push(
      note(
        'Not in the formula',
        'Mississippi has no formula for shared custody, childcare or health insurance: they are grounds for deviation (§ 43-19-103) or ordered separately (§ 43-19-101(6)), so the guideline amount is shown.',
        '§ 43-19-103',
      ),
    );
  }
  const ncpIncome = gross;
  const cpIncome = roundToCents(Math.max(0, c.custodial.monthlyIncome));
  return {
    monthlyPayment: support,
    payer: support > 0 ? 'noncustodial' : 'none',
    combinedIncome: roundToCents(ncpIncome + cpIncome),
    nonCustodialPercentage: percentOf(ncpIncome, ncpIncome + cpIncome),
    baseAmount: support,
    adjustment: 0,
    steps,
    approximations,
  };
}

export const mississippi = defineChildSupportRules({
  slug: 'mississippi',
  versions: [
    {
      effective: { from: '2013-07-01' },
      model: 'percentage-of-income',
      incomeBasis: 'adjusted-gross',
      confidence: 'official',
      sources: [STATUTE],
      approximations: [],
      summary:
        "Percentage of the absent parent's adjusted gross income (gross less taxes, Social Security and other-child support): 14/20/22/24/26% for 1-5+ children; written findings above $100,000 or below $10,000 a year; no shared-custody formula.",
      compute: computeMississippi,
    },
  ],
  examples: [
    {
      name: 'LivingTricky calculator page: two children, $4,000 a month adjusted gross income',
      kind: 'secondary',
      source:
        'LivingTricky, "Mississippi Child Support Calculator", https://livingtricky.com/?p=33507 (read 2026-11-27), "Example Calculation": adjusted gross income $4,000 a month, two children, $48,000 × 20% = $9,600 a year, "$9,600 ÷ 12 = $800/month"',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        incomeBasis: 'net',
        state: 'mississippi',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 800, payer: 'noncustodial' },
      note: 'A general-interest site publishing a calculator, not a legal publisher: the weakest kind of secondary source, kept because it states every input and the result. Its adjusted gross income is entered with incomeBasis net (the engine takes it as the adjusted figure). The custodial parent’s income does not enter under § 43-19-101, so any figure serves; by § 43-19-101(1), 4,000 × 20% = $800 (the derived example this replaces). The page’s further $200 of health insurance or day care is an add-on outside the guideline amount and is not part of this case.',
    },
  ],
});
