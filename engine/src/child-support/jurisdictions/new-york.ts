import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { computeFica } from '../../tax/fica.js';
import { taxYearFor } from '../../tax/net-income.js';
import type { TaxYear } from '../../tax/types.js';
import { prorateAddOns } from '../models/add-ons.js';
import { onLine } from '../models/form-lines.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';

const DRL_240_1B: Source = {
  title: 'New York Domestic Relations Law § 240(1-b), Child Support Standards Act (same text: Family Court Act § 413(1))',
  section: 'DRL § 240(1-b)(b)(3) percentages, (b)(4)-(5) income, (c)(2)-(3) combined parental income amount, (c)(4)-(5) add-ons, (d) low income',
  url: 'https://www.nysenate.gov/legislation/laws/DOM/240',
};
const CSSA_CHART: Source = {
  title: 'NYS Office of Temporary and Disability Assistance, Child Support Standards Chart (LDSS-4515), released each March',
  section: 'Combined parental income amount, poverty income guideline and self-support reserve',
  url: 'https://www.childsupport.ny.gov/dcse/child_support_standards.html',
};
const WORKSHEET_REGULATION: Source = {
  title: '18 NYCRR 347.10(b), child support guidelines worksheet (lines 16-22: income less the pro rata obligation compared with the self-support reserve and the poverty guideline)',
  section: '18 NYCRR 347.10(a)(8)-(9), (b)',
  url: 'https://govt.westlaw.com/nyreg/Document/I28ea3d1dc9b811e0b63a0000845b8d3e',
};
const EQUAL_TIME_CASE_LAW: Source = {
  title: 'Baraby v. Baraby, 250 A.D.2d 201 (3d Dept 1998); Bast v. Rossoff, 91 N.Y.2d 723 (1998)',
  section: 'Equal parenting time: the parent with the higher income is the noncustodial parent for the CSSA',
};

/** DRL § 240(1-b)(b)(3): 17, 25, 29, 31 and "no less than" 35 percent for five or more children. */
const CHILD_SUPPORT_PERCENTAGES = [17, 25, 29, 31, 35] as const;
/** DRL § 240(1-b)(d): $25 per month below the poverty guideline; $50 per month the floor below the reserve. */
const POVERTY_ORDER_MONTHLY = 25;
const RESERVE_FLOOR_MONTHLY = 50;

interface NewYorkParameters {
  from: string;
  to?: string;
  /** Combined parental income amount, DRL § 240(1-b)(c)(2), adjusted every two years on March 1. */
  cap: number;
  capSource: string;
  /** HHS poverty guideline for one person, as published in the March chart. */
  povertyGuideline: number;
  /** 135% of the poverty guideline, DRL § 240(1-b)(b)(6). */
  selfSupportReserve: number;
  reserveSource: string;
}

/**
 * The worksheet form the steps follow (issue 26): the Supreme Court of the State of New York "CHILD SUPPORT
 * WORKSHEET" for the CSSA, "All numbers used in this worksheet are YEARLY figures", a FATHER and a MOTHER
 * column on each line. Read in the copy at www.signnow.com/template/new-york-child-support (read 2026-12-07):
 * STEP 1 MANDATORY PARENTAL INCOME (b)(5): 1. Gross (total) income (as reported on most recent Federal tax
 * return) (b)(5)(i); lines 2-12 add what line 1 leaves out (2 investment income; 3-10 workers' compensation,
 * disability, unemployment insurance, Social Security, veterans benefits, pension/retirement income,
 * fellowships and stipends, annuity payments, (b)(5)(iii)(A)-(H); 11-12 self-employment add-backs,
 * (b)(5)(vi)); the copy stops at line 13 ("Former income voluntarily reduced…"). The engine takes the income
 * entered as line 1 and models none of lines 2-12, so only line 1 is numbered: the lines after 13 (deductions,
 * combined parental income, the percentage, the pro rata share, the reserve tests, the add-ons) were not
 * read, and are left without a number rather than guessed. No form number was seen on the copy, so none is
 * given (UD-8(3), the uncontested-divorce worksheet, is another layout, with appendices, not read either).
 *
 * The order: each line with both parents' figures (the form's two columns; the noncustodial parent first,
 * as the engine has no mother or father), then the deductions in the order of DRL § 240(1-b)(b)(5)(vii),
 * (A)-(G) before FICA (H), which is also the order of the Family Court's Support Findings of Fact, Form
 * 4-SM-3 (its page 8 read at www.formsbank.com/template/85973/family-court-of-the-state-of-new-york-county-of.html?page=8:
 * 26-28 maintenance and other support paid, 31 N.Y.C. or Yonkers taxes, 32 FICA, 33 total deductions, 34 the
 * noncustodial parent's net income, 35 combined parental income) — another form, whose numbers are therefore
 * not used here. After the incomes the steps keep the statute's
 * order, DRL § 240(1-b)(c)(1)-(5), (d).
 */
const CSSA_WORKSHEET = {
  name: 'Child Support Worksheet, Supreme Court of the State of New York (CSSA; only line 1 numbered, the copy read stops at line 13)',
} as const;

interface CssaIncome {
  annual: number;
  /** Line 1 (gross basis) or the CSSA income as entered (net basis). */
  income: Step;
  /** The deductions entered (support for other children, maintenance, NYC/Yonkers tax), when any. */
  deductions?: Step;
  /** FICA on the gross income (gross basis). */
  fica?: Step;
  result: Step;
}

const ROLE_NAME: Record<ParentRole, string> = { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' };

/**
 * The worksheet's income lines for one parent: income (gross as on the tax return, worksheet line 1) less the
 * deductions entered and FICA, annual. Returned by line so both parents' figures can be listed line by line.
 */
function cssaIncome(c: ChildSupportCase, role: ParentRole, taxYear: TaxYear): CssaIncome {
  const parent = c[role];
  const name = ROLE_NAME[role];
  const annualIncome = roundToCents(Math.max(0, parent.monthlyIncome) * 12);
  const annualDeductions = roundToCents(parent.monthlyDeductions * 12);
  let income = annualIncome;
  let incomeStep: Step;
  let fica: Step | undefined;
  if (c.incomeBasis === 'gross') {
    const tax = computeFica(taxYear, 'single', annualIncome);
    incomeStep = onLine(
      '1',
      money(`${name}: gross income (annual)`, annualIncome, `${roundToCents(parent.monthlyIncome)} × 12`, 'DRL § 240(1-b)(b)(5)(i)'),
    );
    fica = money(`${name}: less FICA`, tax.total, `Social Security ${tax.socialSecurity} + Medicare ${tax.medicare + tax.additionalMedicare} (tax year ${taxYear})`, 'DRL § 240(1-b)(b)(5)(vii)(H)');
    income = roundToCents(annualIncome - tax.total);
  } else {
    incomeStep = money(`${name}: CSSA income as entered (annual)`, annualIncome, `${roundToCents(parent.monthlyIncome)} × 12`);
  }
  const deductions =
    annualDeductions > 0
      ? money(
          `${name}: less support paid for other children, maintenance and NYC/Yonkers tax entered`,
          annualDeductions,
          `${roundToCents(parent.monthlyDeductions)} × 12`,
          'DRL § 240(1-b)(b)(5)(vii)',
        )
      : undefined;
  const annual = roundToCents(Math.max(0, income - annualDeductions));
  return {
    annual,
    income: incomeStep,
    ...(deductions ? { deductions } : {}),
    ...(fica ? { fica } : {}),
    result: money(`${name}: CSSA income`, annual),
  };
}

/** Both parents' income lines in the worksheet's order: each line for the two parents, noncustodial first. */
function incomeLines(ncp: CssaIncome, cp: CssaIncome): Step[] {
  const pair = (pick: (p: CssaIncome) => Step | undefined): Step[] =>
    [pick(ncp), pick(cp)].filter((s): s is Step => s !== undefined);
  return [...pair((p) => p.income), ...pair((p) => p.deductions), ...pair((p) => p.fica), ...pair((p) => p.result)];
}

/**
 * The CSSA payer: the parent with fewer overnights; with equal time, the parent with the higher income
 * (Baraby v. Baraby). Returns the role the input calls that parent.
 */
function cssaPayer(c: ChildSupportCase, incomes: Record<ParentRole, number>): { payer: ParentRole; reason: string } {
  const cpNights = c.custodial.overnightsPerYear;
  const ncpNights = c.noncustodial.overnightsPerYear;
  // 182/183 of 365 nights is an equal split; one night cannot be divided.
  if (Math.abs(cpNights - ncpNights) <= 1) {
    const payer: ParentRole = incomes.custodial > incomes.noncustodial ? 'custodial' : 'noncustodial';
    return {
      payer,
      reason: `Parenting time is equal, so the parent with the higher income (the ${payer} parent) is treated as the noncustodial parent.`,
    };
  }
  const payer: ParentRole = ncpNights < cpNights ? 'noncustodial' : 'custodial';
  return {
    payer,
    reason:
      payer === 'noncustodial'
        ? 'The noncustodial parent has fewer overnights and pays; the CSSA has no formula for parenting time.'
        : 'The parent entered as custodial has fewer overnights, so that parent is the CSSA noncustodial parent and pays.',
  };
}

function computeNewYork(c: ChildSupportCase, p: NewYorkParameters): GuidelineOutcome {
  const taxYear = taxYearFor(c.asOf) as TaxYear;
  const steps: Step[] = [note('Worksheet period', 'The CSSA worksheet is annual; monthly amounts are the annual figures ÷ 12.')];
  const cp = cssaIncome(c, 'custodial', taxYear);
  const ncp = cssaIncome(c, 'noncustodial', taxYear);
  steps.push(...incomeLines(ncp, cp));
  if (c.incomeBasis === 'gross') {
    steps.push(note('FICA', 'FICA is computed on the income as wages; self-employment tax and local income taxes are deducted only if entered as deductions.'));
  }

  const combined = roundToCents(cp.annual + ncp.annual);
  steps.push(money('Combined parental income', combined, `${ncp.annual} + ${cp.annual}`, 'DRL § 240(1-b)(b)(4)'));

  const incomes: Record<ParentRole, number> = { custodial: cp.annual, noncustodial: ncp.annual };
  const { payer, reason } = cssaPayer(c, incomes);
  steps.push(note('Who pays', reason, payer === 'custodial' || c.custodial.overnightsPerYear === c.noncustodial.overnightsPerYear ? EQUAL_TIME_CASE_LAW.title : undefined));
  const recipient: ParentRole = payer === 'noncustodial' ? 'custodial' : 'noncustodial';

  const payerShare = combined === 0 ? 0 : incomes[payer] / combined;
  const ncpShare = combined === 0 ? 0 : ncp.annual / combined;
  steps.push(
    percent("Paying parent's share of combined parental income", roundToDecimals(payerShare * 100, 2), `${incomes[payer]} ÷ ${combined}`, 'DRL § 240(1-b)(c)(2)'),
  );

  const pct = CHILD_SUPPORT_PERCENTAGES[Math.min(c.children, 5) - 1]!;
  const cappedCombined = Math.min(combined, p.cap);
  steps.push(
    money(
      'Combined parental income up to the combined parental income amount',
      cappedCombined,
      combined > p.cap ? `capped at ${p.cap}` : `not above ${p.cap}`,
      `DRL § 240(1-b)(c)(2); ${p.capSource}`,
    ),
    percent('Child support percentage', pct, c.children >= 5 ? 'five or more children: no less than 35%' : undefined, 'DRL § 240(1-b)(b)(3)'),
  );
  const combinedObligation = roundToCents((cappedCombined * pct) / 100);
  steps.push(money('Combined child support obligation (annual)', combinedObligation, `${cappedCombined} × ${pct}%`));
  let annualBasic = roundToCents(combinedObligation * payerShare);
  steps.push(money("Paying parent's pro rata share (annual)", annualBasic, `${combinedObligation} × ${roundToDecimals(payerShare * 100, 2)}%`, 'DRL § 240(1-b)(c)(2)'));
  if (combined > p.cap) {
    steps.push(
      note(
        'Above the combined parental income amount',
        `On combined income above ${p.cap} the court decides, by the paragraph (f) factors and/or the child support percentage, whether more is owed; this calculation applies the statutory amount only.`,
        'DRL § 240(1-b)(c)(3)',
      ),
    );
  }

  const payerIncome = incomes[payer];
  const remaining = roundToCents(payerIncome - annualBasic);
  steps.push(money("Paying parent's income less the obligation", remaining, `${payerIncome} − ${annualBasic}`, 'DRL § 240(1-b)(d)'));
  if (annualBasic > 0 && remaining < p.povertyGuideline) {
    annualBasic = POVERTY_ORDER_MONTHLY * 12;
    steps.push(
      money(
        'Below the poverty income guideline: basic obligation is $25 per month',
        annualBasic,
        `${remaining} < poverty guideline ${p.povertyGuideline}`,
        `DRL § 240(1-b)(d); ${p.reserveSource}`,
      ),
    );
  } else if (annualBasic > 0 && remaining < p.selfSupportReserve) {
    const difference = roundToCents(Math.max(0, payerIncome - p.selfSupportReserve));
    annualBasic = Math.max(RESERVE_FLOOR_MONTHLY * 12, difference);
    steps.push(
      money(
        'Below the self-support reserve: greater of $50 per month and income less the reserve',
        annualBasic,
        `max(600, ${payerIncome} − ${p.selfSupportReserve})`,
        `DRL § 240(1-b)(d); ${p.reserveSource}`,
      ),
    );
  } else {
    steps.push(money('Self-support reserve (not reached)', p.selfSupportReserve, undefined, p.reserveSource));
  }
  const monthlyBasic = roundToCents(annualBasic / 12);
  steps.push(money('Basic child support obligation per month', monthlyBasic, `${annualBasic} ÷ 12`));

  // Add-ons are prorated by income (DRL § 240(1-b)(c)(4)-(5)); prorateAddOns works in the input's roles,
  // so its effect is turned round when the parent entered as custodial is the one who pays.
  const addOns = prorateAddOns(c, ncpShare, 'DRL § 240(1-b)(c)(4), (c)(5)(ii)');
  steps.push(...addOns.steps);
  const addOnToPayer = payer === 'noncustodial' ? addOns.netToNoncustodialObligation : -addOns.netToNoncustodialObligation;
  const total = roundToCents(monthlyBasic + addOnToPayer);

  let finalPayer: ParentRole | 'none' = payer;
  let monthlyPayment = total;
  if (total < 0) {
    finalPayer = recipient;
    monthlyPayment = -total;
  }
  if (monthlyPayment === 0) finalPayer = 'none';
  steps.push(money('Monthly child support', monthlyPayment, addOnToPayer !== 0 ? `${monthlyBasic} ${addOnToPayer >= 0 ? '+' : '−'} ${Math.abs(addOnToPayer)}` : undefined));

  return {
    monthlyPayment,
    payer: finalPayer,
    combinedIncome: roundToCents(combined / 12),
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: monthlyBasic,
    adjustment: roundToCents(monthlyPayment - monthlyBasic),
    steps,
    approximations: [],
    worksheetForm: CSSA_WORKSHEET,
  };
}

function newYorkVersion(p: NewYorkParameters): ChildSupportRuleVersion {
  return {
    effective: { from: p.from, ...(p.to ? { to: p.to } : {}) },
    model: 'new-york-cssa',
    incomeBasis: 'adjusted-gross',
    confidence: 'official',
    sources: [DRL_240_1B, CSSA_CHART, WORKSHEET_REGULATION, EQUAL_TIME_CASE_LAW],
    approximations: [],
    summary: `CSSA: 17/25/29/31/35% of combined parental income (gross less FICA) up to $${p.cap.toLocaleString('en-US')}, prorated by income; self-support reserve $${p.selfSupportReserve.toLocaleString('en-US')}. No parenting-time formula; with equal time the higher earner pays.`,
    compute: (c) => computeNewYork(c, p),
  };
}

export const NEW_YORK_VERSIONS = {
  '2024': {
    from: '2024-03-01',
    to: '2025-02-28',
    cap: 183_000,
    capSource: 'combined parental income amount $183,000 from 2024-03-01 (OTDA chart; thedivorcecalc.com and todd-ui/clearly-website agree)',
    povertyGuideline: 15_060,
    selfSupportReserve: 20_331,
    reserveSource: '2024 HHS poverty guideline $15,060 (89 FR 2961); reserve 135% = $20,331',
  },
  '2025': {
    from: '2025-03-01',
    to: '2026-02-28',
    cap: 183_000,
    capSource: 'combined parental income amount $183,000 (2024-03-01 to 2026-02-28)',
    povertyGuideline: 15_650,
    selfSupportReserve: 21_128,
    reserveSource: 'Child Support Standards Chart eff. 2025-03-01: poverty guideline $15,650, self-support reserve $21,128 (thedivorcecalc.com; 135% × 15,650 = 21,127.50)',
  },
  '2026': {
    from: '2026-03-01',
    cap: 193_000,
    capSource: 'combined parental income amount $193,000 from 2026-03-01 (gilmerlegal.com, observed.org)',
    povertyGuideline: 15_960,
    selfSupportReserve: 21_546,
    reserveSource: '2026 HHS poverty guideline $15,960 (91 FR 1797, Jan. 15, 2026); reserve 135% = $21,546',
  },
} as const satisfies Record<string, NewYorkParameters>;

const exampleCase = {
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'new-york',
  incomeBasis: 'net',
} as const;

export const newYork = defineChildSupportRules({
  slug: 'new-york',
  versions: Object.values(NEW_YORK_VERSIONS).map(newYorkVersion),
  examples: [
    {
      name: 'experts123 answer: two children, CSSA incomes $30,000 and $10,000',
      kind: 'secondary',
      source:
        'experts123.com, "How is the basic child support obligation applied?", https://experts123.com/q/how-is-the-basic-child-support-obligation-applied.html (read 2026-11-27): "Non-custodial parent: $30,000.00 Custodial parent: $10,000.00 Combined income: $40,000.00 Percentage: 25% of $40,000.00 Basic Obligation: $10,000.00 Payment Ordered: $7,500.00/year (or $625.00/mo)"',
      input: { ...exampleCase, nonCustodialParentIncome: 2500, custodialParentIncome: 833.33, numberOfChildren: 2, asOf: '2026-11-01' },
      expected: { monthlyPayment: 625, payer: 'noncustodial' },
      note: 'A question-and-answer site whose author is not shown, so secondary and weak. The page does not name the state in the part stored; it is New York\'s CSSA by its method (the percentage of combined income, then each parent\'s pro rata share) and by its second case, which applies the formula above "$80,000.00" of combined income only as the court decides: the combined parental income amount of DRL § 240(1-b)(c)(3) from 1989 to 2009. Written under that amount, it still holds for the version asserted: 25% for two children is unchanged, $40,000 is below every combined parental income amount since, and the paying parent keeps $22,500, above the self-support reserve ($21,546 in 2026), so § 240(1-b)(d) changes nothing. The incomes are taken as CSSA income (nothing deducted), hence incomeBasis "net". The custodial parent\'s $10,000 a year is entered as $833.33 a month; the worksheet\'s annual $9,999.96 gives the same $7,500 a year.',
    },
    {
      name: 'One child, CSSA incomes $60,000 and $30,000',
      source: 'derived from DRL § 240(1-b)(b)(3), (c)(2)',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 5000, custodialParentIncome: 2500, numberOfChildren: 1, asOf: '2026-11-01' },
      expected: { monthlyPayment: 850, payer: 'noncustodial' },
      note: 'Combined 90,000 × 17% = 15,300; × 60,000/90,000 = 10,200 a year = 850 a month.',
    },
    {
      name: 'Two children, combined income above the $193,000 amount (2026)',
      source: 'derived from DRL § 240(1-b)(c)(2)-(3) with the combined parental income amount from 2026-03-01',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 15000, custodialParentIncome: 5000, numberOfChildren: 2, asOf: '2026-11-01' },
      expected: { monthlyPayment: 3015.63, payer: 'noncustodial' },
      note: 'Combined 240,000, capped 193,000 × 25% = 48,250; × 75% = 36,187.50 a year = 3,015.625 → 3,015.63 a month.',
    },
    {
      name: 'Two children, combined income above the $183,000 amount (2025)',
      source: 'derived from DRL § 240(1-b)(c)(2)-(3) with the combined parental income amount of 2024-03-01',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 15000, custodialParentIncome: 5000, numberOfChildren: 2, asOf: '2025-06-01' },
      expected: { monthlyPayment: 2859.38, payer: 'noncustodial' },
      note: 'Capped 183,000 × 25% = 45,750; × 75% = 34,312.50 a year = 2,859.375 → 2,859.38 a month.',
    },
    {
      name: 'Self-support reserve (2026): income less the reserve',
      source: 'derived from DRL § 240(1-b)(d) with the 2026 reserve of $21,546',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 1900, custodialParentIncome: 0, numberOfChildren: 1, asOf: '2026-11-01' },
      expected: { monthlyPayment: 104.5, payer: 'noncustodial' },
      note: '22,800 × 17% = 3,876 leaves 18,924, below the reserve 21,546 but above the poverty guideline 15,960: max(600, 22,800 − 21,546 = 1,254) = 1,254 a year = 104.50 a month.',
    },
    {
      name: 'Below the poverty guideline: $25 a month',
      source: 'derived from DRL § 240(1-b)(d)',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 1300, custodialParentIncome: 2000, numberOfChildren: 1, asOf: '2026-11-01' },
      expected: { monthlyPayment: 25, payer: 'noncustodial' },
      note: '15,600 less the pro rata obligation is below 15,960, so the basic obligation is $25 a month.',
    },
    {
      name: 'Equal time: the higher-earning parent pays',
      source: 'derived from DRL § 240(1-b)(c)(2) and Baraby v. Baraby, 250 A.D.2d 201 (3d Dept 1998)',
      kind: 'derived',
      input: {
        ...exampleCase,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentIncome: 8000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 1,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1360, payer: 'custodial' },
      note: 'Combined 144,000 × 17% = 24,480; the higher earner (96,000, two thirds) pays 16,320 a year = 1,360 a month.',
    },
  ],
});
