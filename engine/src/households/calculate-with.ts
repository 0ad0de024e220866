import type { ChildSupportParsedInput, ChildSupportResult } from '../child-support/schema.js';
import type { ParentRole } from '../child-support/types.js';
import { count, money, note, type Step } from '../explain/steps.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { roundToCents } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import { uniqueSources } from '../rules/unique-sources.js';
import { todayIso } from '../rules/versions.js';
import { calculateIncomeTaxFromValidInput } from '../tax/calculate.js';
import { taxYearFor } from '../tax/net-income.js';
import type { IncomeTaxParsedInput, IncomeTaxResult } from '../tax/schema.js';
import type { TaxYear } from '../tax/types.js';
import { ASSUMED_EMANCIPATION_AGE, emancipationRuleFor, type EmancipationRule } from './emancipation.js';
import {
  type Household,
  type HouseholdsParsedInput,
  type HouseholdsResult,
  type HouseholdsTimelineEntry,
} from './schema.js';
import { supportOrderFor, type SupportOrder } from './support-order.js';

const ROLES: readonly ParentRole[] = ['custodial', 'noncustodial'];
const ROLE_NAME: Record<ParentRole, string> = { custodial: 'Custodial parent', noncustodial: 'Non-custodial parent' };
const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };

/** Under the age of 17 at the end of the tax year: a qualifying child for the child tax credit (26 U.S.C. § 24(c)(1)). */
const CHILD_TAX_CREDIT_AGE_LIMIT = 17;

interface ChildDates {
  number: number;
  birthDate: string;
  /** How the birth date was found (given, from the year, from the age). */
  basis: string;
  emancipation: string;
  livesWith: ParentRole;
  claimedBy: ParentRole;
}

/** The same day `years` later (29 February becomes 1 March in a common year). */
function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Whole years between a birth date and a day. */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function childDates(valid: HouseholdsParsedInput, asOf: string, emancipationAge: number): ChildDates[] {
  return valid.children.map((child, index) => {
    let birthDate: string;
    let basis: string;
    if (child.birthDate !== undefined) {
      birthDate = child.birthDate;
      basis = 'birth date given';
    } else if (child.birthYear !== undefined) {
      birthDate = `${child.birthYear}-07-01`;
      basis = `born in ${child.birthYear}, taken as 1 July`;
    } else {
      // Half-way between two birthdays: the middle of the dates an age in whole years allows.
      birthDate = addMonths(addYears(asOf, -child.age!), -6);
      basis = `age ${child.age} on ${asOf}, taken as half-way to the next birthday`;
    }
    return {
      number: index + 1,
      birthDate,
      basis,
      emancipation: addYears(birthDate, emancipationAge),
      livesWith: child.livesWith,
      claimedBy: child.claimedBy,
    };
  });
}

/** Alimony in force on a day: paid from the start of the view until the day before `endDate`. */
function alimonyOn(valid: HouseholdsParsedInput, day: string): { amount: number; paidBy: ParentRole } | undefined {
  const a = valid.alimony;
  if (!a || a.monthlyAmount <= 0) return undefined;
  if (a.endDate !== undefined && day >= a.endDate) return undefined;
  return { amount: a.monthlyAmount, paidBy: a.paidBy };
}

interface Snapshot {
  day: string;
  children: number;
  households: Household[];
  childSupport: { amount: number; payer: ParentRole | 'none'; input?: ChildSupportParsedInput; result?: ChildSupportResult };
  taxes: Record<ParentRole, { input: IncomeTaxParsedInput; result: IncomeTaxResult }>;
  alimony: { amount: number; paidBy: ParentRole } | undefined;
}

/**
 * The child-support calculator's input for the children still counted, with alimony placed as the state orders it.
 * Built from fields already validated, as the calculator's schema would give it (a yearly or combined figure may pass
 * the money maximum of a single field, which the calculator computes all the same).
 */
export function householdChildSupportInput(
  valid: HouseholdsParsedInput,
  day: string,
  children: number,
  alimony: { amount: number; paidBy: ParentRole } | undefined,
  order: SupportOrder,
): ChildSupportParsedInput {
  const income: Record<ParentRole, number> = {
    custodial: valid.custodial.grossMonthly,
    noncustodial: valid.noncustodial.grossMonthly,
  };
  const deductions: Record<ParentRole, number> = { custodial: 0, noncustodial: 0 };
  if (alimony && order.order === 'alimony-first') {
    if (order.deductPaid) deductions[alimony.paidBy] = alimony.amount;
    if (order.addReceived) income[OTHER[alimony.paidBy]] = roundToCents(income[OTHER[alimony.paidBy]] + alimony.amount);
  }
  const c = valid.custody;
  return {
    state: valid.state,
    asOf: day,
    custodialParentIncome: income.custodial,
    nonCustodialParentIncome: income.noncustodial,
    custodialParentDeductions: deductions.custodial,
    nonCustodialParentDeductions: deductions.noncustodial,
    numberOfChildren: children,
    custodyArrangement: c.custodyArrangement,
    custodialParentTime: c.custodialParentTime,
    nonCustodialParentTime: c.nonCustodialParentTime,
    custodialParentOvernights: c.custodialParentOvernights,
    nonCustodialParentOvernights: c.nonCustodialParentOvernights,
    incomeBasis: 'gross',
    childcareCostMonthly: 0,
    healthInsuranceMonthly: 0,
  };
}

/**
 * The income-tax calculator's input for one parent on a day: twelve months of wages and of alimony, as its schema
 * would give it (twelve months may pass the money maximum of a single field; the calculator computes them all the same).
 */
export function householdIncomeTaxInput(
  valid: HouseholdsParsedInput,
  role: ParentRole,
  day: string,
  childrenUnder17: number,
  alimony: { amount: number; paidBy: ParentRole } | undefined,
): IncomeTaxParsedInput {
  const annualAlimony = alimony ? roundToCents(alimony.amount * 12) : 0;
  return {
    taxYear: taxYearFor(day) as TaxYear,
    filingStatus: valid[role].filingStatus,
    wages: roundToCents(valid[role].grossMonthly * 12),
    otherIncome: 0,
    childrenUnder17,
    state: valid.state,
    itemizedDeductions: 0,
    alimonyPaid: alimony?.paidBy === role ? annualAlimony : 0,
    alimonyReceived: alimony && alimony.paidBy !== role ? annualAlimony : 0,
    ...(alimony && valid.alimony?.agreementDate ? { agreementDate: valid.alimony.agreementDate } : {}),
  };
}

function snapshot(valid: HouseholdsParsedInput, day: string, kids: ChildDates[], order: SupportOrder, childSupportFor: ChildSupportCalculation): Snapshot {
  const counted = kids.filter((k) => k.emancipation > day);
  const alimony = alimonyOn(valid, day);

  let childSupport: Snapshot['childSupport'];
  if (counted.length === 0) {
    childSupport = { amount: 0, payer: 'none' };
  } else if (valid.childSupport) {
    childSupport = { amount: valid.childSupport.monthlyAmount, payer: valid.childSupport.paidBy };
  } else {
    const input = householdChildSupportInput(valid, day, counted.length, alimony, order);
    const result = childSupportFor(input);
    childSupport = { amount: result.monthlyPayment, payer: result.payer, input, result };
  }

  // A child counts for the credit through the tax year in which the child is under 17 on 31 December.
  const yearEnd = `${day.slice(0, 4)}-12-31`;
  const taxes = {} as Snapshot['taxes'];
  for (const role of ROLES) {
    const under17 = counted.filter((k) => k.claimedBy === role && ageOn(k.birthDate, yearEnd) < CHILD_TAX_CREDIT_AGE_LIMIT).length;
    const input = householdIncomeTaxInput(valid, role, day, under17, alimony);
    taxes[role] = { input, result: calculateIncomeTaxFromValidInput(input) };
  }

  const households = ROLES.map((role): Household => {
    const tax = taxes[role].result;
    const gross = valid[role].grossMonthly;
    const federalIncomeTax = roundToCents(tax.federalIncomeTax / 12);
    const fica = roundToCents(tax.fica / 12);
    const stateIncomeTax = roundToCents(tax.stateIncomeTax / 12);
    const childSupportPaid = childSupport.payer === role ? childSupport.amount : 0;
    const childSupportReceived = childSupport.payer === OTHER[role] ? childSupport.amount : 0;
    const alimonyPaid = alimony?.paidBy === role ? alimony.amount : 0;
    const alimonyReceived = alimony && alimony.paidBy !== role ? alimony.amount : 0;
    const netMonthly = roundToCents(
      gross - federalIncomeTax - fica - stateIncomeTax - childSupportPaid + childSupportReceived - alimonyPaid + alimonyReceived,
    );
    const people = 1 + counted.filter((k) => k.livesWith === role).length;
    return {
      role,
      filingStatus: valid[role].filingStatus,
      grossMonthly: gross,
      federalIncomeTax,
      fica,
      stateIncomeTax,
      childSupportPaid,
      childSupportReceived,
      alimonyPaid,
      alimonyReceived,
      netMonthly,
      people,
      netPerPerson: roundToCents(netMonthly / people),
      childrenClaimed: taxes[role].input.childrenUnder17,
    };
  });
  return { day, children: counted.length, households, childSupport, taxes, alimony };
}

function emancipationText(state: string, rule: EmancipationRule | undefined): string {
  return rule
    ? `${rule.age} in ${state} (${rule.source.title}; text read ${rule.textInForceOn}). ${rule.notModelled}`
    : `assumed ${ASSUMED_EMANCIPATION_AGE}: ${state}'s age of emancipation for child support is not held.`;
}

/**
 * The child-support calculator the households use: the API's (every state's rules at hand) or the on-device one
 * (one state's rules, loaded before the call), so the same arithmetic runs in both places (issue 31 §5).
 */
export type ChildSupportCalculation = (input: ChildSupportParsedInput) => ChildSupportResult;

/**
 * Both households for input that has already passed HouseholdsInputSchema, with child support from `childSupportFor`
 * (see calculate.ts for the API's wiring and on-device.ts for the browser's).
 */
export function calculateHouseholdsWith(valid: HouseholdsParsedInput, childSupportFor: ChildSupportCalculation, options: { today?: Date } = {}): HouseholdsResult {
  const asOf = valid.asOf ?? todayIso(options.today);
  const jurisdiction = jurisdictionBySlug(valid.state);
  const rule = emancipationRuleFor(valid.state);
  const emancipationAge = rule?.age ?? ASSUMED_EMANCIPATION_AGE;
  const kids = childDates(valid, asOf, emancipationAge);
  const order = supportOrderFor(valid.state, valid.alimony?.agreementDate);

  // The days something changes: each child reaching the age of emancipation, and the end of alimony.
  const changes: Array<{ day: string; reason: string }> = [];
  for (const k of kids) {
    if (k.emancipation > asOf) {
      changes.push({ day: k.emancipation, reason: `Child ${k.number} turns ${emancipationAge}, the age of emancipation (${rule ? rule.source.title : `assumed ${ASSUMED_EMANCIPATION_AGE}`})` });
    }
  }
  const alimonyEnd = valid.alimony && valid.alimony.monthlyAmount > 0 ? valid.alimony.endDate : undefined;
  if (alimonyEnd !== undefined && alimonyEnd > asOf) changes.push({ day: alimonyEnd, reason: 'Alimony ends' });
  changes.sort((a, b) => a.day.localeCompare(b.day));
  const days: Array<{ day: string; reasons: string[] }> = [{ day: asOf, reasons: [`As of ${asOf}`] }];
  for (const change of changes) {
    const last = days[days.length - 1]!;
    if (last.day === change.day) last.reasons.push(change.reason);
    else days.push({ day: change.day, reasons: [change.reason] });
  }

  const snapshots = days.map((d) => snapshot(valid, d.day, kids, order, childSupportFor));
  const now = snapshots[0]!;
  const timeline: HouseholdsTimelineEntry[] = snapshots.map((s, i) => ({
    from: s.day,
    reason: days[i]!.reasons.join('; '),
    children: s.children,
    households: s.households,
  }));

  const steps: Step[] = [];
  const approximations: string[] = [];
  const sources: Source[] = [];

  steps.push(note('As of', asOf));
  for (const k of kids) {
    steps.push(
      note(
        `Child ${k.number}`,
        `born ${k.birthDate} (${k.basis}); lives with the ${k.livesWith} parent; claimed by the ${k.claimedBy} parent; support until ${k.emancipation}${k.emancipation <= asOf ? ' (already past: not counted)' : ''}`,
      ),
    );
  }
  steps.push(note('Age of emancipation', emancipationText(jurisdiction.name, rule), rule?.source.section));
  if (rule) sources.push(rule.source);
  else approximations.push(`The age of emancipation in ${jurisdiction.name} is not held: child support is assumed to end at ${ASSUMED_EMANCIPATION_AGE}.`);
  if (kids.some((k) => k.birthDate !== valid.children[k.number - 1]!.birthDate)) {
    approximations.push('A child given by birth year or age has an estimated birth date, so the day support ends is estimated too.');
  }

  // Alimony vs child support: the state's order, with its source.
  if (now.alimony) {
    steps.push(note('Order of alimony and child support', order.explanation, order.citation));
    sources.push(...order.sources);
    if (!order.read) approximations.push(`${jurisdiction.name}'s order of alimony and child support could not be read; child support uses the incomes without alimony.`);
    if (order.order === 'alimony-first' && order.addReceived && !valid.childSupport) {
      approximations.push(
        "Alimony received is added to the recipient's income for child support; where the child-support calculator estimates taxes or FICA from income, it treats that alimony like wages.",
      );
    }
  } else if (valid.alimony && valid.alimony.monthlyAmount > 0) {
    steps.push(note('Alimony', `ended before ${asOf}: not counted`));
  }

  // Child support.
  if (now.children === 0) {
    steps.push(money('Child support', 0, 'no child under the age of emancipation'));
  } else if (valid.childSupport) {
    steps.push(
      money(
        `Child support (override, paid by the ${valid.childSupport.paidBy} parent)`,
        valid.childSupport.monthlyAmount,
        'as entered; the child-support calculator was not used',
      ),
    );
    approximations.push(
      'Child support is the amount entered, not the guideline amount; the timeline keeps it until the last child reaches the age of emancipation.',
    );
  } else if (now.childSupport.result && now.childSupport.input) {
    const cs = now.childSupport.result;
    const i = now.childSupport.input;
    steps.push(
      money(
        `Child support (${cs.payer === 'none' ? 'no payment' : `paid by the ${cs.payer} parent`})`,
        cs.monthlyPayment,
        `child-support calculator (${cs.meta.model}, ${cs.meta.jurisdictionName}) for incomes ${i.custodialParentIncome} and ${i.nonCustodialParentIncome}, deductions ${i.custodialParentDeductions} and ${i.nonCustodialParentDeductions}, ${i.numberOfChildren} ${i.numberOfChildren === 1 ? 'child' : 'children'}`,
        cs.meta.sources[0]?.title,
      ),
    );
    sources.push(...cs.meta.sources);
    approximations.push(...cs.meta.approximations);
    if (kids.some((k) => k.livesWith === 'noncustodial' && k.emancipation > asOf)) {
      approximations.push('The child-support calculator takes one custody arrangement for all the children; a child living with the non-custodial parent changes only that home’s number of people.');
    }
  }

  // Taxes and what each home has left.
  const taxYear = now.taxes.custodial.input.taxYear;
  if (taxYear !== Number(asOf.slice(0, 4))) {
    approximations.push(`Taxes use the ${taxYear} parameters, the nearest year held, for dates in other years.`);
  }
  if (snapshots.some((s) => taxYearFor(s.day) !== Number(s.day.slice(0, 4)))) {
    approximations.push('Timeline dates after the last tax year held use that year’s tax parameters.');
  }
  for (const h of now.households) {
    const tax = now.taxes[h.role].result;
    const name = ROLE_NAME[h.role];
    steps.push(
      money(`${name}: gross income`, h.grossMonthly),
      money(
        `${name}: federal income tax`,
        h.federalIncomeTax,
        `${tax.federalIncomeTax} ÷ 12 (income-tax calculator, ${taxYear}, ${h.filingStatus}, ${h.childrenClaimed} ${h.childrenClaimed === 1 ? 'child' : 'children'} under 17)`,
      ),
      money(`${name}: FICA`, h.fica, `${tax.fica} ÷ 12`),
      money(`${name}: state income tax`, h.stateIncomeTax, `${tax.stateIncomeTax} ÷ 12`),
    );
    if (h.childSupportPaid > 0) steps.push(money(`${name}: child support paid`, h.childSupportPaid));
    if (h.childSupportReceived > 0) steps.push(money(`${name}: child support received`, h.childSupportReceived));
    if (h.alimonyPaid > 0) steps.push(money(`${name}: alimony paid`, h.alimonyPaid));
    if (h.alimonyReceived > 0) steps.push(money(`${name}: alimony received`, h.alimonyReceived));
    steps.push(
      money(
        `${name}: left each month`,
        h.netMonthly,
        'gross − federal income tax − FICA − state income tax − support paid + support received',
      ),
      count(`${name}: people in the home`, h.people, '1 + children under the age of emancipation living there'),
      money(`${name}: left per person`, h.netPerPerson, `${h.netMonthly} ÷ ${h.people}`),
    );
    sources.push(...tax.meta.sources);
    approximations.push(...tax.meta.approximations);
    if (h.filingStatus === 'head-of-household' && h.people === 1) {
      approximations.push(
        `${name} files as head of household with no child living in the home; that status needs a qualifying person living there more than half the year (26 U.S.C. § 2(b)).`,
      );
    }
  }
  if (kids.some((k) => k.claimedBy !== k.livesWith)) {
    approximations.push('A parent claiming a child who lives with the other parent needs the other parent’s release (IRS Form 8332).');
  }

  const estimate =
    !rule ||
    (now.alimony !== undefined && !order.read) ||
    now.childSupport.result?.meta.confidence === 'estimate' ||
    ROLES.some((r) => now.taxes[r].result.meta.confidence === 'estimate');
  return {
    households: now.households,
    steps,
    timeline,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: 'households-after-tax',
      rulesEffective: { from: `${taxYear}-01-01`, to: `${taxYear}-12-31` },
      sources: uniqueSources(sources),
      confidence: estimate ? 'estimate' : 'official',
      approximations: [...new Set(approximations)],
      asOf,
    },
  };
}
