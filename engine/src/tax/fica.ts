import { money, note, type Step } from '../explain/steps.js';
import { roundToCents } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import type { ByStatus, FilingStatus, TaxYear } from './types.js';

export interface FicaYearParameters {
  taxYear: TaxYear;
  /** Maximum wages subject to the 6.2% OASDI tax (42 U.S.C. §430; SSA announcement each October). */
  socialSecurityWageBase: number;
  socialSecurityRate: number;
  medicareRate: number;
  additionalMedicareRate: number;
  /** Wages above which the 0.9% additional Medicare tax applies (26 U.S.C. §3101(b)(2)); not indexed. */
  additionalMedicareThreshold: ByStatus<number>;
  sources: readonly Source[];
}

const IRC_3101: Source = {
  title: '26 U.S.C. §3101, Rate of tax (employee OASDI 6.2%, hospital insurance 1.45%, additional 0.9%)',
  section: '§3101(a), (b)(1), (b)(2)',
  url: 'https://www.law.cornell.edu/uscode/text/26/3101',
};
const FORM_8959: Source = {
  title: 'IRS Instructions for Form 8959, Additional Medicare Tax (thresholds by filing status)',
  url: 'https://www.irs.gov/instructions/i8959',
};
const ADDITIONAL_MEDICARE_THRESHOLD: ByStatus<number> = {
  single: 200_000,
  'married-joint': 250_000,
  'married-separate': 125_000,
  'head-of-household': 200_000,
};

function ssaBase(year: TaxYear, url: string): Source {
  return {
    title: `Social Security Administration, Contribution and Benefit Base (${year})`,
    url,
  };
}

export const FICA_PARAMETERS: Readonly<Record<TaxYear, FicaYearParameters>> = {
  2024: {
    taxYear: 2024,
    socialSecurityWageBase: 168_600,
    socialSecurityRate: 0.062,
    medicareRate: 0.0145,
    additionalMedicareRate: 0.009,
    additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
    sources: [ssaBase(2024, 'https://www.ssa.gov/oact/cola/cbb.html'), IRC_3101, FORM_8959],
  },
  2025: {
    taxYear: 2025,
    socialSecurityWageBase: 176_100,
    socialSecurityRate: 0.062,
    medicareRate: 0.0145,
    additionalMedicareRate: 0.009,
    additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
    sources: [ssaBase(2025, 'https://www.ssa.gov/oact/cola/cbb.html'), IRC_3101, FORM_8959],
  },
  2026: {
    taxYear: 2026,
    socialSecurityWageBase: 184_500,
    socialSecurityRate: 0.062,
    medicareRate: 0.0145,
    additionalMedicareRate: 0.009,
    additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
    sources: [ssaBase(2026, 'https://www.ssa.gov/oact/cola/cbb.html'), IRC_3101, FORM_8959],
  },
};

export interface FicaResult {
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  total: number;
  steps: Step[];
  sources: readonly Source[];
}

/**
 * Employee share of FICA on annual wages. The wage base applies per worker; with a joint return the
 * wages are treated as one earner's, which a step says.
 */
export function computeFica(taxYear: TaxYear, filingStatus: FilingStatus, wages: number): FicaResult {
  const p = FICA_PARAMETERS[taxYear];
  const ssWages = Math.min(wages, p.socialSecurityWageBase);
  const socialSecurity = roundToCents(ssWages * p.socialSecurityRate);
  const medicare = roundToCents(wages * p.medicareRate);
  const threshold = p.additionalMedicareThreshold[filingStatus];
  const additionalMedicare = roundToCents(Math.max(0, wages - threshold) * p.additionalMedicareRate);
  const total = roundToCents(socialSecurity + medicare + additionalMedicare);
  const steps: Step[] = [
    money(
      'Social Security tax (6.2%)',
      socialSecurity,
      `6.2% × min(wages ${roundToCents(wages)}, wage base ${p.socialSecurityWageBase})`,
      p.sources[0]!.title,
    ),
    money('Medicare tax (1.45%)', medicare, `1.45% × ${roundToCents(wages)}`, '26 U.S.C. §3101(b)(1)'),
  ];
  if (additionalMedicare > 0) {
    steps.push(
      money(
        'Additional Medicare tax (0.9%)',
        additionalMedicare,
        `0.9% × wages over ${threshold}`,
        '26 U.S.C. §3101(b)(2); Form 8959',
      ),
    );
  }
  if (filingStatus === 'married-joint' && wages > p.socialSecurityWageBase) {
    steps.push(
      note(
        'Two earners',
        "The Social Security wage base applies to each worker separately; the wages are treated as one earner's, which understates Social Security tax when both spouses earn and the total is above the base.",
      ),
    );
  }
  steps.push(money('FICA (employee share)', total));
  return { socialSecurity, medicare, additionalMedicare, total, steps, sources: p.sources };
}
