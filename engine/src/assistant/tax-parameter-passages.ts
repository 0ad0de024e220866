import type { Source } from '../rules/source.js';
import { FEDERAL_PARAMETERS, type FederalYearParameters } from '../tax/federal/parameters.js';
import { taxYearFor } from '../tax/net-income.js';
import { FILING_STATUSES, TAX_YEARS, type FilingStatus, type TaxYear } from '../tax/types.js';
import { toAnswerSource } from './catalogue-passages.js';
import { formatDollars, formatPercent } from './format.js';
import type { Passage } from './passage.js';

/**
 * The federal tax parameters the engine holds (engine/src/tax/federal/parameters.ts), one passage per kind and tax
 * year, every figure read from that data: the child tax credit, the standard deduction by filing status and the
 * rate brackets by filing status.
 */
export type TaxParameterKind = 'child-tax-credit' | 'standard-deduction' | 'brackets';

/** Filing statuses as the IRS names them. */
export const FILING_STATUS_NAMES: Readonly<Record<FilingStatus, string>> = {
  single: 'single',
  'married-joint': 'married filing jointly',
  'married-separate': 'married filing separately',
  'head-of-household': 'head of household',
};

/** Words people use for these passages (searched and checked against the question's key terms, never shown). */
const KEYWORDS: Readonly<Record<TaxParameterKind, string>> = {
  'child-tax-credit':
    'child tax credit ctc per child each kid kids children qualifying amount credit refundable additional phase out income limit federal irs',
  'standard-deduction':
    'standard deduction deductions amount filing status single filer filers individual married couple couples spouses joint jointly separate separately head household federal irs income tax return',
  brackets:
    'tax brackets bracket federal income tax rates rate marginal taxable income filing status single filer filers individual married couple couples joint jointly separate separately head household irs',
};

export function taxParameterPassageId(kind: TaxParameterKind, year: TaxYear): string {
  return `tax/${kind}/${year}`;
}

function yearSources(p: FederalYearParameters, extra: readonly Source[] = []): Passage['sources'] {
  return [...extra, ...p.sources].map((s) => toAnswerSource(s, `${p.taxYear}-01-01`));
}

function childTaxCreditPassage(p: FederalYearParameters): Passage {
  const ctc = p.childTaxCredit;
  const year = p.taxYear;
  return {
    id: taxParameterPassageId('child-tax-credit', year),
    topic: 'tax',
    title: `Child tax credit per child, tax year ${year}`,
    text:
      `The federal child tax credit for tax year ${year} is ${formatDollars(ctc.perChild)} per qualifying child. ` +
      `Up to ${formatDollars(ctc.refundablePerChild)} of it per child is refundable (the additional child tax credit), at ${formatPercent(ctc.phaseInRate * 100)} of earned income above ${formatDollars(ctc.earnedIncomeThreshold)}. ` +
      `The credit falls by ${formatDollars(ctc.phaseOutPerThousand)} for each thousand dollars of modified adjusted gross income above ${FILING_STATUSES.map((status) => `${formatDollars(ctc.phaseOutThreshold[status])} (${FILING_STATUS_NAMES[status]})`).join(', ')}.`,
    keywords: `${KEYWORDS['child-tax-credit']} ${year}`,
    sources: yearSources(p),
    calculator: 'tax-impact',
  };
}

function standardDeductionPassage(p: FederalYearParameters): Passage {
  const year = p.taxYear;
  const amounts = FILING_STATUSES.map((status) => `${FILING_STATUS_NAMES[status]} ${formatDollars(p.standardDeduction[status])}`);
  const extra: Source[] = p.standardDeductionSource ? [{ title: p.standardDeductionSource }] : [];
  return {
    id: taxParameterPassageId('standard-deduction', year),
    topic: 'tax',
    title: `Standard deduction, tax year ${year}`,
    text: `The federal standard deduction for tax year ${year}, by filing status: ${amounts.join('; ')}.`,
    keywords: `${KEYWORDS['standard-deduction']} ${year}`,
    sources: yearSources(p, extra),
    calculator: 'tax-impact',
  };
}

function bracketsPassage(p: FederalYearParameters): Passage {
  const year = p.taxYear;
  const lines = FILING_STATUSES.map((status) => {
    const bands = p.brackets[status].map((band, i, all) => {
      const rate = formatPercent(band.rate * 100);
      return i === 0 ? `${rate} up to ${formatDollars(all[1]!.over)}` : `${rate} over ${formatDollars(band.over)}`;
    });
    return `${FILING_STATUS_NAMES[status][0]!.toUpperCase()}${FILING_STATUS_NAMES[status].slice(1)}: ${bands.join(', ')}.`;
  });
  return {
    id: taxParameterPassageId('brackets', year),
    topic: 'tax',
    title: `Federal income tax brackets, tax year ${year}`,
    text: `Federal income tax brackets for tax year ${year} (rates on taxable income). ${lines.join(' ')}`,
    keywords: `${KEYWORDS.brackets} ${year}`,
    sources: yearSources(p),
    calculator: 'tax-impact',
  };
}

export function taxParameterPassages(): Passage[] {
  return TAX_YEARS.flatMap((year) => {
    const p = FEDERAL_PARAMETERS[year];
    return [childTaxCreditPassage(p), standardDeductionPassage(p), bracketsPassage(p)];
  });
}

export interface TaxParameterQuestion {
  kind: TaxParameterKind;
  /** The tax year asked about (this year's when none is named); undefined when the year named is one the engine does not hold. */
  year: TaxYear | undefined;
  /** The year as written, when one was named. */
  namedYear?: number;
  status?: FilingStatus;
}

const KIND_PATTERNS: ReadonlyArray<[TaxParameterKind, RegExp]> = [
  ['child-tax-credit', /\bchild(?:ren)?(?:'s)? tax credits?\b|\bctc\b/i],
  ['standard-deduction', /\bstandard deductions?\b/i],
  ['brackets', /\b(?:tax )?brackets?\b|\b(?:income )?tax rates?\b|\bmarginal rates?\b/i],
];

const STATUS_PATTERNS: ReadonlyArray<[FilingStatus, RegExp]> = [
  ['head-of-household', /\bhead of (?:the )?household\b/i],
  ['married-separate', /\bmarried filing separately\b|\bfil(?:e|ing) separately\b|\bseparate returns?\b/i],
  ['married-joint', /\bmarried filing jointly\b|\bfil(?:e|ing) jointly\b|\bjoint returns?\b/i],
  ['single', /\bsingle\b/i],
];

/** Which held tax parameter a question asks for, if any: the kind, the tax year and the filing status named. */
export function taxParameterQuestion(message: string, asOf: string): TaxParameterQuestion | undefined {
  // Who may claim the credit is another question (tax/dependents), not its amount.
  if (/\b(?:who|claim|claims|claiming|dependents?|8332)\b/i.test(message)) return undefined;
  const kind = KIND_PATTERNS.find(([, pattern]) => pattern.test(message))?.[0];
  if (!kind) return undefined;
  const status = STATUS_PATTERNS.find(([, pattern]) => pattern.test(message))?.[0];
  const named = /\b((?:19|20)\d{2})\b/.exec(message);
  const namedYear = named ? Number(named[1]) : undefined;
  const held = (TAX_YEARS as readonly number[]).includes(namedYear ?? Number.NaN);
  const year = namedYear === undefined ? (taxYearFor(asOf) as TaxYear) : held ? (namedYear as TaxYear) : undefined;
  return { kind, year, ...(namedYear !== undefined ? { namedYear } : {}), ...(status ? { status } : {}) };
}

/** The sentence that answers for one filing status, from the same data as the passage. */
export function statusSentence(kind: TaxParameterKind, year: TaxYear, status: FilingStatus): string | undefined {
  if (kind !== 'standard-deduction') return undefined;
  return `For ${status === 'single' ? 'a single filer' : FILING_STATUS_NAMES[status]} the ${year} federal standard deduction is ${formatDollars(FEDERAL_PARAMETERS[year].standardDeduction[status])}.`;
}
