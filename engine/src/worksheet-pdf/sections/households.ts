import type { Household, HouseholdsParsedInput, HouseholdsResult } from '../../households/schema.js';
import { formatDate, formatMoney } from '../format.js';
import type { Block } from '../types.js';
import { confidenceBlocks, confidenceValue, inputRows, PARENT_CHOICES, sourcesBlocks, stepsTable, type FieldLabel } from './common.js';

const ROLE_CHOICES = PARENT_CHOICES;
const STATUS_CHOICES: Record<string, string> = { single: 'Single', 'head-of-household': 'Head of household' };

export const HOUSEHOLDS_LABELS: Record<string, FieldLabel> = {
  state: { label: 'State', kind: 'state' },
  asOf: { label: 'As of', kind: 'date' },
  custodial: { label: 'Custodial parent' },
  noncustodial: { label: 'Non-custodial parent' },
  grossMonthly: { label: 'Gross monthly income', kind: 'money' },
  filingStatus: { label: 'Filing status', choices: STATUS_CHOICES },
  children: { label: 'Child' },
  birthDate: { label: 'Birth date', kind: 'date' },
  birthYear: { label: 'Birth year', kind: 'number' },
  age: { label: 'Age', kind: 'number' },
  livesWith: { label: 'Lives with', choices: ROLE_CHOICES },
  claimedBy: { label: 'Claimed for tax by', choices: ROLE_CHOICES },
  custody: { label: 'Custody' },
  custodialParentTime: { label: 'Custodial parent’s time', kind: 'percent' },
  nonCustodialParentTime: { label: 'Non-custodial parent’s time', kind: 'percent' },
  custodialParentOvernights: { label: 'Custodial parent’s overnights', kind: 'number' },
  nonCustodialParentOvernights: { label: 'Non-custodial parent’s overnights', kind: 'number' },
  alimony: { label: 'Alimony' },
  monthlyAmount: { label: 'Monthly amount', kind: 'money' },
  paidBy: { label: 'Paid by', choices: ROLE_CHOICES },
  agreementDate: { label: 'Agreement executed', kind: 'date' },
  endDate: { label: 'Ends', kind: 'date' },
  childSupport: { label: 'Child support entered' },
};

/** The lines of one month for both homes, custodial home first, as table rows. */
function monthRows(households: readonly Household[]): string[][] {
  // A tax below zero (the refundable child tax credit) is money coming in: "+ $157.42", not "− -$157.42".
  const signed = (amount: number, sign: '' | '− ' | '+ '): string => {
    if (amount === 0 || sign === '') return formatMoney(amount);
    if (amount < 0) return `${sign === '− ' ? '+ ' : '− '}${formatMoney(-amount)}`;
    return `${sign}${formatMoney(amount)}`;
  };
  const line = (label: string, pick: (h: Household) => number, sign: '' | '− ' | '+ ' = ''): string[] => [
    label,
    ...households.map((h) => signed(pick(h), sign)),
  ];
  return [
    line('Gross income', (h) => h.grossMonthly),
    line('Federal income tax', (h) => h.federalIncomeTax, '− '),
    line('FICA (Social Security and Medicare)', (h) => h.fica, '− '),
    line('State income tax', (h) => h.stateIncomeTax, '− '),
    line('Child support paid', (h) => h.childSupportPaid, '− '),
    line('Child support received', (h) => h.childSupportReceived, '+ '),
    line('Alimony paid', (h) => h.alimonyPaid, '− '),
    line('Alimony received', (h) => h.alimonyReceived, '+ '),
    line('Left each month', (h) => h.netMonthly),
    ['People in the home', ...households.map((h) => String(h.people))],
    line('Left per person', (h) => h.netPerPerson),
  ];
}

const HOME_COLUMNS = [
  { header: 'Each month' },
  { header: 'Custodial home', align: 'right' as const },
  { header: 'Non-custodial home', align: 'right' as const },
];

export function householdsSummary(input: HouseholdsParsedInput, result: HouseholdsResult): Block[] {
  const [custodial, noncustodial] = result.households;
  return [
    {
      kind: 'paragraph',
      text: `What was calculated: each home’s month after federal income tax, FICA, state income tax, child support and alimony, as of ${formatDate(result.meta.asOf)}, and how it changes as each child reaches the age of emancipation and as alimony ends.`,
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Custodial home has left', value: `${formatMoney(custodial!.netMonthly)} per month (${formatMoney(custodial!.netPerPerson)} per person)` },
        { label: 'Non-custodial home has left', value: `${formatMoney(noncustodial!.netMonthly)} per month (${formatMoney(noncustodial!.netPerPerson)} per person)` },
        { label: 'How often', value: 'Every month (taxes are a year’s tax divided by 12).' },
        { label: 'State', value: result.meta.jurisdictionName },
        { label: 'Confidence', value: confidenceValue(result.meta, 'the state and federal rules held, read as published.') },
      ],
    },
    { kind: 'table', caption: `Both homes as of ${formatDate(result.meta.asOf)}`, columns: HOME_COLUMNS, rows: monthRows(result.households) },
    ...(input.alimony && input.alimony.monthlyAmount > 0
      ? [
          {
            kind: 'paragraph' as const,
            text:
              input.alimony.agreementDate !== undefined && input.alimony.agreementDate < '2019-01-01'
                ? 'Alimony under an agreement executed before 2019: deductible by the payer and taxable to the recipient (former 26 U.S.C. §§ 71 and 215).'
                : 'Alimony under an agreement executed after 2018: neither deductible by the payer nor taxable to the recipient (Public Law 115-97 § 11051).',
          },
        ]
      : []),
  ];
}

export function householdsDetail(input: HouseholdsParsedInput, result: HouseholdsResult): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'How the months change' },
    {
      kind: 'table',
      caption: 'Timeline: left each month in each home',
      columns: [
        { header: 'From' },
        { header: 'What changes' },
        { header: 'Children', align: 'right' },
        { header: 'Custodial home', align: 'right' },
        { header: 'Non-custodial home', align: 'right' },
      ],
      rows: result.timeline.map((entry) => [
        formatDate(entry.from),
        entry.reason,
        String(entry.children),
        formatMoney(entry.households[0]!.netMonthly),
        formatMoney(entry.households[1]!.netMonthly),
      ]),
    },
    ...stepsTable(result.steps),
    ...confidenceBlocks(result.meta),
    { kind: 'heading', level: 2, text: 'What was entered' },
    { kind: 'facts', rows: inputRows(input, HOUSEHOLDS_LABELS) },
    ...sourcesBlocks(result.meta),
  ];
}
