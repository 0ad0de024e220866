import {
  alimonyRulesFor,
  calculateAlimony,
  calculateChildSupport,
  childSupportRulesFor,
  type AlimonyInput,
  type ChildSupportInput,
  type JurisdictionSlug,
} from '@securesplit/engine';

/**
 * Facts a right answer must contain, computed from the engine at test time (never restated by hand):
 * amounts, effective dates and sections come from the same rules the calculators use.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}

export function dollars(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

function inForce<V extends { effective: { from: string; to?: string } }>(versions: readonly V[], asOf: string): V {
  const current = versions.filter((v) => v.effective.from <= asOf && (v.effective.to === undefined || asOf <= v.effective.to));
  return current[current.length - 1] ?? versions[versions.length - 1]!;
}

export function childSupportRule(state: JurisdictionSlug, asOf: string) {
  return inForce(childSupportRulesFor(state).versions, asOf);
}

export function alimonyRule(state: JurisdictionSlug, asOf: string) {
  return inForce(alimonyRulesFor(state).versions, asOf);
}

/** "June 1, 2023": the day the child support rules in force took effect. */
export function childSupportEffective(state: JurisdictionSlug, asOf: string): string {
  return longDate(childSupportRule(state, asOf).effective.from);
}

export function alimonyEffective(state: JurisdictionSlug, asOf: string): string {
  return longDate(alimonyRule(state, asOf).effective.from);
}

/** The child support a parent pays with no overnights, as the engine computes it. */
export function childSupportAmount(input: Omit<ChildSupportInput, 'custodyArrangement' | 'custodialParentTime' | 'nonCustodialParentTime'> & Partial<ChildSupportInput>, asOf: string): string {
  const result = calculateChildSupport({ custodyArrangement: 'primary', custodialParentTime: 100, nonCustodialParentTime: 0, ...input, asOf });
  return dollars(result.monthlyPayment);
}

export function alimonyResult(
  input: { state: JurisdictionSlug; years: number; payerIncome: number; recipientIncome: number; alimonyType?: AlimonyInput['alimonyType'] },
  asOf: string,
) {
  const [y, m, d] = asOf.split('-');
  return calculateAlimony({
    state: input.state,
    marriageDate: `${Number(y) - input.years}-${m}-${m === '02' && d === '29' ? '28' : d}`,
    separationDate: asOf,
    marriageLength: input.years,
    payerIncome: input.payerIncome,
    recipientIncome: input.recipientIncome,
    alimonyType: input.alimonyType ?? 'permanent',
    payerAge: 45,
    recipientAge: 45,
    asOf,
  });
}
