/**
 * Each formula state's own arithmetic, worked by hand from the rule's text (cited per block). Inputs are
 * monthly; net incomes are given explicitly where a rule starts from net income, so the tax estimate
 * does not enter the arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { calculateAlimony } from './calculate.js';
import type { AlimonyInput } from './schema.js';

const base = {
  marriageDate: '2010-01-01',
  // 14 years 2 calendar months: 170 months, 14 whole years.
  separationDate: '2024-03-01',
  payerIncome: 10_000,
  recipientIncome: 3_000,
  alimonyType: 'permanent',
  payerAge: 45,
  recipientAge: 43,
  asOf: '2026-06-01',
} satisfies Partial<AlimonyInput>;

function run(state: string, overrides: Partial<AlimonyInput> = {}) {
  return calculateAlimony({ ...base, state, ...overrides });
}

describe('Massachusetts: M.G.L. c. 208 §§ 49, 50, 53', () => {
  it('§ 53(b): 30-35% of the gross income difference; the figure is the midpoint', () => {
    // 10,000 − 3,000 = 7,000; 30% = 2,100; 35% = 2,450; midpoint (2,100 + 2,450) ÷ 2 = 2,275.
    const r = run('massachusetts');
    expect(r.monthlyRange).toEqual({ low: 2100, high: 2450 });
    expect(r.monthlyPayment).toBe(2275);
    expect(r.incomeDifferential).toBe(7000);
    expect(r.isGuidelineFormula).toBe(true);
    expect(r.meta.confidence).toBe('official');
  });

  it('§ 49(b): a 170-month marriage (over 10, up to 15 years) allows 70%: 119 months', () => {
    // § 48 counts calendar months from marriage to service: 2010-01-01 to 2024-03-01 is 170.
    // 170 × 70% = 119, a maximum, so 119 whole months.
    expect(run('massachusetts').durationMonths).toBe(119);
  });

  it('§ 48: a marriage of exactly 149 calendar months allows 70%: 104 months', () => {
    // 2012-01-10 to 2024-06-10; 149 × 70% = 104.3 → 104 (30.44-day months counted 148 → 103).
    expect(run('massachusetts', { marriageDate: '2012-01-10', separationDate: '2024-06-10' }).durationMonths).toBe(104);
  });

  it('§ 49(b): up to 5 years 50%, over 5 to 10 years 60%, over 15 to 20 years 80%', () => {
    expect(run('massachusetts', { marriageLength: 4 }).durationMonths).toBe(24); // 48 × 50%
    expect(run('massachusetts', { marriageLength: 8 }).durationMonths).toBe(57); // 96 × 60% = 57.6
    expect(run('massachusetts', { marriageLength: 18 }).durationMonths).toBe(172); // 216 × 80% = 172.8
  });

  it('§ 49(c): over 20 years there is no maximum term', () => {
    const r = run('massachusetts', { marriageLength: 22 });
    expect(r.durationMonths).toBeNull();
    expect(r.duration).toMatch(/Indefinite/);
  });

  it('§ 53(b): the amount does not exceed need (expenses less own net income)', () => {
    // need = 4,000 − 2,500 = 1,500, below both ends of the range.
    const r = run('massachusetts', { recipientExpenses: 4_000, recipientNetIncome: 2_500 });
    expect(r.monthlyRange).toEqual({ low: 1500, high: 1500 });
    expect(r.monthlyPayment).toBe(1500);
  });

  it('§ 50(b): rehabilitative alimony runs at most 5 years', () => {
    expect(run('massachusetts', { alimonyType: 'rehabilitative' }).durationMonths).toBe(60);
  });

  it('temporary alimony has no § 53 formula: a labelled estimate', () => {
    const r = run('massachusetts', { alimonyType: 'temporary' });
    expect(r.isGuidelineFormula).toBe(false);
    expect(r.meta.confidence).toBe('estimate');
  });
});

describe('New York: DRL § 236(B)(6) maintenance guidelines', () => {
  it('(6)(c)(2): the lower of 30%/20% and 40% of combined − payee, on income less FICA', () => {
    // CSSA income: 120,000 − 7.65% FICA (9,180) = 110,820; 36,000 − 2,754 = 33,246.
    // (a) 110,820 × 30% − 33,246 × 20% = 26,596.80; (b) 144,066 × 40% − 33,246 = 24,380.40.
    // Lower is (b): 24,380.40 ÷ 12 = 2,031.70.
    const r = run('new-york');
    expect(r.monthlyPayment).toBe(2031.7);
    expect(r.percentage).toBe(30);
  });

  it('(6)(b)(4): payer income above the cap, $228,000 from March 1, 2024', () => {
    // 25,000 a month = 300,000 a year; capped at 228,000. Payee 0: (a) 68,400; (b) 91,200 → 68,400 ÷ 12 = 5,700.
    const r = run('new-york', { payerIncome: 25_000, recipientIncome: 0, asOf: '2025-06-01' });
    expect(r.monthlyPayment).toBe(5700);
    expect(r.monthlyRange.high).toBeGreaterThan(5700);
  });

  it('the cap is $241,000 from March 1, 2026', () => {
    // 241,000 × 30% = 72,300 ÷ 12 = 6,025.
    expect(
      run('new-york', { payerIncome: 25_000, recipientIncome: 0, asOf: '2026-03-01' }).monthlyPayment,
    ).toBe(6025);
    expect(
      run('new-york', { payerIncome: 25_000, recipientIncome: 0, asOf: '2026-02-28' }).monthlyPayment,
    ).toBe(5700);
  });

  it('(6)(c)(1): with child support paid by the payer, 20% of payer − 25% of payee', () => {
    // 228,000 × 20% = 45,600 ÷ 12 = 3,800.
    const r = run('new-york', {
      payerIncome: 25_000,
      recipientIncome: 0,
      childSupportMonthly: 2_000,
      asOf: '2025-06-01',
    });
    expect(r.monthlyPayment).toBe(3800);
    expect(r.percentage).toBe(20);
  });

  it('(6)(f)(1): advisory duration 15-30% for a marriage up to 15 years', () => {
    // 170 × 15% = 25.5 → 25; 170 × 30% = 51; shown 38 (middle).
    const r = run('new-york');
    expect(r.duration).toMatch(/^25 months .* to 51 months/);
    expect(r.durationMonths).toBe(38);
    // Over 20 years: 35-50%. 264 months: 92 to 132.
    expect(run('new-york', { marriageLength: 22 }).duration).toMatch(/^92 months .* to 132 months/);
  });
});

describe('Illinois: 750 ILCS 5/504(b-1)', () => {
  const nets = {
    payerIncome: 12_000,
    recipientIncome: 3_000,
    payerNetIncome: 8_000,
    recipientNetIncome: 2_000,
  };

  it('(b-1)(1)(A): 33⅓% of payer net − 25% of payee net, capped at 40% of combined net', () => {
    // Annual nets 96,000 and 24,000: 32,000 − 6,000 = 26,000; cap 48,000 − 24,000 = 24,000 → 2,000 a month.
    const r = run('illinois', nets);
    expect(r.monthlyPayment).toBe(2000);
    expect(r.meta.confidence).toBe('official');
  });

  it('uncapped case: the formula is below the 40% cap', () => {
    // Nets 10,000 and 1,000 → 120,000 and 12,000: 40,000 − 3,000 = 37,000; cap 52,800 − 12,000 = 40,800 → 37,000 ÷ 12.
    expect(
      run('illinois', { ...nets, payerNetIncome: 10_000, recipientNetIncome: 1_000 }).monthlyPayment,
    ).toBe(3083.33);
  });

  it('(b-1)(1)(B): a 170-month, 14-year marriage × .60 = 102 months', () => {
    // 2010-01-01 to 2024-03-03: 170 calendar months, 14 whole years.
    expect(run('illinois', { ...nets, separationDate: '2024-03-03' }).durationMonths).toBe(102);
  });

  it('(b-1)(1)(B): 20 years or more is indefinite or equal to the marriage', () => {
    expect(run('illinois', { ...nets, marriageLength: 20 }).durationMonths).toBeNull();
  });

  it('(b-1)(1): combined gross of $500,000 or more falls outside the guidelines', () => {
    const r = run('illinois', { ...nets, payerIncome: 39_000, recipientIncome: 2_700 });
    expect(r.isGuidelineFormula).toBe(false);
    expect(r.meta.confidence).toBe('estimate');
  });
});

describe('Texas: Family Code §§ 8.054, 8.055', () => {
  it('§ 8.055(a): the lesser of $5,000 or 20% of gross', () => {
    expect(run('texas', { payerIncome: 8_000 }).monthlyPayment).toBe(1600); // 8,000 × 20%
    expect(run('texas', { payerIncome: 30_000 }).monthlyPayment).toBe(5000); // 6,000 > 5,000
  });

  it('without the recipient’s expenses the figure is the ceiling, and the result says so (issue 33)', () => {
    expect(run('texas', { payerIncome: 8_000 }).amountIsCeiling).toBe(true);
    expect(run('florida', { payerIncome: 8_000, marriageLength: 12 }).amountIsCeiling).toBe(true);
    expect(run('new-hampshire', { payerIncome: 8_000 }).amountIsCeiling).toBe(true);
    expect(run('texas', { payerIncome: 8_000, recipientExpenses: 3_000, recipientNetIncome: 2_000 }).amountIsCeiling).toBe(false);
    // States without a need-or-limit rule never show a ceiling as the amount.
    expect(run('new-york', { payerIncome: 8_000 }).amountIsCeiling).toBe(false);
  });

  it("the recipient's need below the ceiling sets the amount", () => {
    // need 3,000 − 2,000 = 1,000 < 1,600.
    const r = run('texas', { payerIncome: 8_000, recipientExpenses: 3_000, recipientNetIncome: 2_000 });
    expect(r.monthlyPayment).toBe(1000);
    expect(r.meta.confidence).toBe('official');
  });

  it('§ 8.054(a)(1): 5 years to under 20 years of marriage, 7 to under 30, 10 from 30', () => {
    expect(run('texas', { marriageLength: 12 }).durationMonths).toBe(60);
    expect(run('texas', { marriageLength: 25 }).durationMonths).toBe(84);
    expect(run('texas', { marriageLength: 32 }).durationMonths).toBe(120);
  });
});

describe('Colorado: C.R.S. § 14-10-114(3)', () => {
  it('40% of combined − lower income, × 80% when not deductible and combined ≤ $10,000', () => {
    // 8,000 × 40% = 3,200 − 2,000 = 1,200; × 80% = 960.
    expect(run('colorado', { payerIncome: 6_000, recipientIncome: 2_000 }).monthlyPayment).toBe(960);
  });

  it('× 75% when combined is over $10,000', () => {
    // 12,000 × 40% = 4,800 − 3,000 = 1,800; × 75% = 1,350.
    expect(run('colorado', { payerIncome: 9_000, recipientIncome: 3_000 }).monthlyPayment).toBe(1350);
  });

  it('no adjustment for a pre-2019 (deductible) instrument', () => {
    expect(
      run('colorado', { payerIncome: 6_000, recipientIncome: 2_000, agreementDate: '2018-06-01' })
        .monthlyPayment,
    ).toBe(1200);
  });

  it('term table: 60 months of marriage → 35% → 21 months; 150+ months → 50%', () => {
    // 31% + (60 − 36) ÷ 6 points = 35%; 60 × 35% = 21.
    expect(
      run('colorado', { payerIncome: 6_000, recipientIncome: 2_000, marriageLength: 5 }).durationMonths,
    ).toBe(21);
    expect(run('colorado', { payerIncome: 6_000, recipientIncome: 2_000 }).durationMonths).toBe(85); // 170 × 50%
  });

  it('combined income over $240,000 a year is outside the guideline', () => {
    expect(run('colorado', { payerIncome: 19_000, recipientIncome: 2_000 }).isGuidelineFormula).toBe(false);
  });
});

describe('Pennsylvania: Pa.R.C.P. 1910.16-4 Part B (spousal support / APL)', () => {
  const temp = { alimonyType: 'temporary', payerNetIncome: 5_000, recipientNetIncome: 1_500 } as const;

  it('without dependent children: 33% of obligor net − 40% of obligee net', () => {
    // 5,000 × 33% = 1,650 − 1,500 × 40% = 600 → 1,050.
    const r = run('pennsylvania', temp);
    expect(r.monthlyPayment).toBe(1050);
    expect(r.meta.confidence).toBe('official');
  });

  it('with dependent children: 25% of obligor net − 30% of obligee net, on full net incomes (child support not deducted)', () => {
    // 5,000 × 25% = 1,250 − 1,500 × 30% = 450 → 800 (was 600 when the $800 of child support was deducted first).
    expect(run('pennsylvania', { ...temp, childSupportMonthly: 800 }).monthlyPayment).toBe(800);
  });

  it('post-divorce alimony has no formula', () => {
    expect(run('pennsylvania', { ...temp, alimonyType: 'permanent' }).isGuidelineFormula).toBe(false);
  });
});

describe('California: Santa Clara Local Family Rule 3(C) (county temporary-support guideline)', () => {
  it('40% of payer net after child support − 50% of payee net', () => {
    // The rule's own example figures: 10,000 net, 1,000 child support → 9,000 × 40% = 3,600 − 2,000 × 50% = 1,000 → 2,600.
    const r = run('california', {
      alimonyType: 'temporary',
      payerNetIncome: 10_000,
      recipientNetIncome: 2_000,
      childSupportMonthly: 1_000,
    });
    expect(r.monthlyPayment).toBe(2600);
    expect(r.isGuidelineFormula).toBe(true);
  });

  it('judgment support: no formula; Fam. Code § 4320(l) half of a short marriage, § 4336 open after 10 years', () => {
    const short = run('california', { marriageLength: 8 });
    expect(short.isGuidelineFormula).toBe(false);
    expect(short.durationMonths).toBe(48);
    expect(run('california').durationMonths).toBeNull();
  });
});

describe('Florida: § 61.08 (2023)', () => {
  const nets = { payerNetIncome: 9_000, recipientNetIncome: 3_000 };

  it('(8)(b): the lesser of need and 35% of the net income difference', () => {
    // 6,000 × 35% = 2,100; need 4,000 − 3,000 = 1,000 → 1,000.
    expect(run('florida', { ...nets, recipientExpenses: 4_000 }).monthlyPayment).toBe(1000);
    // need 6,000 − 3,000 = 3,000 > 2,100 → 2,100.
    const r = run('florida', { ...nets, recipientExpenses: 6_000 });
    expect(r.monthlyPayment).toBe(2100);
    expect(r.meta.confidence).toBe('official');
  });

  it('(8)(b): at most 50% / 60% / 75% of a short, moderate or long marriage', () => {
    expect(run('florida', { ...nets, marriageLength: 8 }).durationMonths).toBe(48); // 96 × 50%
    expect(run('florida', { ...nets, marriageLength: 12 }).durationMonths).toBe(86); // 144 × 60% = 86.4
    expect(run('florida', { ...nets, marriageLength: 25 }).durationMonths).toBe(225); // 300 × 75%
  });

  it('(8)(b): counts years by the calendar: exactly 10 years is a moderate-term marriage', () => {
    // 2001-03-01 to 2011-03-01 spans only two leap days (3,652 days, 9.9986 years of 365.25 days).
    const tenYears = { ...nets, marriageDate: '2001-03-01', separationDate: '2011-03-01' };
    expect(run('florida', tenYears).durationMonths).toBe(72); // 120 × 60%
    expect(run('florida', { ...tenYears, separationDate: '2011-02-28' }).durationMonths).toBe(59); // 119 × 50%
  });

  it('no durational alimony under 3 years: bridge-the-gap, at most 2 years', () => {
    const r = run('florida', { ...nets, marriageLength: 2 });
    expect(r.isGuidelineFormula).toBe(false);
    expect(r.durationMonths).toBe(24);
  });
});

describe('Virginia: Code § 16.1-278.17:1 (pendente lite)', () => {
  const temp = { alimonyType: 'temporary', payerIncome: 6_000, recipientIncome: 2_000 } as const;

  it('from July 1, 2020: 27% − 50% without children, 26% − 58% with', () => {
    expect(run('virginia', temp).monthlyPayment).toBe(620); // 1,620 − 1,000
    expect(run('virginia', { ...temp, childSupportMonthly: 500 }).monthlyPayment).toBe(400); // 1,560 − 1,160
  });

  it('2007 text (before July 1, 2020): 30% − 50% and 28% − 58%', () => {
    expect(run('virginia', { ...temp, asOf: '2019-06-01' }).monthlyPayment).toBe(800); // 1,800 − 1,000
    expect(run('virginia', { ...temp, asOf: '2019-06-01', childSupportMonthly: 500 }).monthlyPayment).toBe(
      520,
    ); // 1,680 − 1,160
  });

  it('(E): only where combined monthly gross income is at most $10,000', () => {
    expect(run('virginia', { ...temp, payerIncome: 9_000, recipientIncome: 1_500 }).isGuidelineFormula).toBe(
      false,
    );
  });
});

describe('New Hampshire: RSA 458:19-a', () => {
  it('II: 23% of the gross income difference (30% when deductible); III: at most half the marriage', () => {
    // 5,000 × 23% = 1,150; 120 months × 50% = 60.
    const r = run('new-hampshire', { payerIncome: 8_000, recipientIncome: 3_000, marriageLength: 10 });
    expect(r.monthlyPayment).toBe(1150);
    expect(r.durationMonths).toBe(60);
    expect(run('new-hampshire', { payerIncome: 8_000, agreementDate: '2018-10-01' }).monthlyPayment).toBe(
      1500,
    );
  });
});

describe('Statutory duration limits with an estimated amount', () => {
  it('New Jersey, N.J.S.A. 2A:34-23(c): under 20 years at most the marriage; 20+ open durational', () => {
    const r = run('new-jersey', { marriageLength: 15 });
    expect(r.durationMonths).toBe(180);
    expect(r.isGuidelineFormula).toBe(false);
    expect(run('new-jersey', { marriageLength: 22 }).durationMonths).toBeNull();
  });

  it('Maine, 19-A M.R.S. § 951-A(2)(A): none presumed under 10 years, half the marriage for 10-20', () => {
    const short = run('maine', { marriageLength: 8 });
    expect(short.durationMonths).toBe(0);
    expect(short.monthlyPayment).toBe(0);
    expect(short.monthlyRange.high).toBeGreaterThan(0);
    expect(run('maine', { marriageLength: 15 }).durationMonths).toBe(90);
    expect(run('maine', { marriageLength: 22 }).durationMonths).toBeNull();
  });

  it('Maine: a marriage of exactly 10 calendar years is not "under 10 years"', () => {
    const r = run('maine', { marriageDate: '2001-03-01', separationDate: '2011-03-01' });
    expect(r.durationMonths).toBe(60); // half of 120 months
  });

  it('Kansas, K.S.A. 23-2904: never more than 121 months', () => {
    expect(run('kansas', { marriageLength: 30 }).durationMonths).toBe(121);
  });

  it('Utah, § 30-3-5 / § 81-4-502: never longer than the marriage', () => {
    expect(run('utah', { marriageLength: 25 }).durationMonths).toBe(300);
  });

  it('Arizona: the official calculator is not implemented, so the amount is an estimate', () => {
    const r = run('arizona');
    expect(r.isGuidelineFormula).toBe(false);
    expect(r.meta.confidence).toBe('estimate');
  });
});

describe('Estimate for states without a formula', () => {
  it('20% of the difference to the AAML figure, midpoint shown', () => {
    // low 7,000 × 20% = 1,400; AAML 3,000 − 600 = 2,400, cap 5,200 − 3,000 = 2,200 → high 2,200; midpoint 1,800.
    const r = run('ohio');
    expect(r.monthlyRange).toEqual({ low: 1400, high: 2200 });
    expect(r.monthlyPayment).toBe(1800);
    expect(r.isGuidelineFormula).toBe(false);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.length).toBeGreaterThan(0);
    expect(r.steps[0]!.label).toBe('Estimate');
  });
});
