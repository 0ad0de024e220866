import type { ChildSupportParsedInput, ChildSupportResult } from '../../child-support/schema.js';
import { formatMoney } from '../format.js';
import type { Block } from '../types.js';
import {
  confidenceBlocks,
  confidenceValue,
  inputRows,
  PARENT_CHOICES,
  rulesRows,
  sourcesBlocks,
  stepsTable,
  type FieldLabel,
} from './common.js';

export const CHILD_SUPPORT_LABELS: Record<string, FieldLabel> = {
  state: { label: 'State', kind: 'state' },
  numberOfChildren: { label: 'Number of children', kind: 'number' },
  incomeBasis: { label: 'Incomes entered as', choices: { gross: 'Gross (before tax)', net: 'Net (after tax)' } },
  custodialParentIncome: { label: 'Custodial parent’s monthly income', kind: 'money' },
  nonCustodialParentIncome: { label: 'Non-custodial parent’s monthly income', kind: 'money' },
  custodialParentDeductions: { label: 'Custodial parent’s monthly deductions', kind: 'money' },
  nonCustodialParentDeductions: { label: 'Non-custodial parent’s monthly deductions', kind: 'money' },
  custodyArrangement: {
    label: 'Custody arrangement',
    choices: {
      primary: 'Primary (the children live mostly with one parent)',
      joint: 'Joint',
      shared: 'Shared',
      split: 'Split (each parent has at least one child)',
    },
  },
  custodialParentTime: { label: 'Custodial parent’s parenting time', kind: 'percent' },
  nonCustodialParentTime: { label: 'Non-custodial parent’s parenting time', kind: 'percent' },
  custodialParentOvernights: { label: 'Custodial parent’s overnights a year', kind: 'number' },
  nonCustodialParentOvernights: { label: 'Non-custodial parent’s overnights a year', kind: 'number' },
  childcareCostMonthly: { label: 'Monthly childcare cost', kind: 'money' },
  childcarePaidBy: { label: 'Childcare paid by', choices: PARENT_CHOICES },
  healthInsuranceMonthly: { label: 'Monthly health insurance for the children', kind: 'money' },
  healthInsurancePaidBy: { label: 'Health insurance paid by', choices: PARENT_CHOICES },
  asOf: { label: 'Rules applied as of', kind: 'date' },
};

function whoPays(payer: ChildSupportResult['payer']): string {
  switch (payer) {
    case 'noncustodial':
      return 'The non-custodial parent pays the custodial parent.';
    case 'custodial':
      return 'The custodial parent pays the non-custodial parent.';
    default:
      return 'Neither parent pays: the guideline gives no amount for this case.';
  }
}

/** Page 1 (the plain-language summary) of a child support worksheet. */
export function childSupportSummary(input: ChildSupportParsedInput, result: ChildSupportResult): Block[] {
  const meta = result.meta;
  const children = `${input.numberOfChildren} ${input.numberOfChildren === 1 ? 'child' : 'children'}`;
  const facts: { label: string; value: string }[] = [
    { label: 'Monthly child support', value: `${formatMoney(result.monthlyPayment)} per month` },
    { label: 'Who pays', value: whoPays(result.payer) },
    {
      label: 'How often',
      value: `Every month: 12 payments a year, ${formatMoney(Math.round(result.monthlyPayment * 1200) / 100)} a year.`,
    },
    ...rulesRows(meta),
    {
      label: 'Confidence',
      value: confidenceValue(meta, `computed with ${meta.jurisdictionName}'s published guideline schedule and formula, step by step as the worksheet below shows.`),
    },
  ];
  if (result.parentingTimeAdjustment !== 0) {
    facts.splice(3, 0, {
      label: 'Parenting time',
      value:
        result.parentingTimeAdjustment > 0
          ? `Lowers support by ${formatMoney(result.parentingTimeAdjustment)} a month compared with no parenting-time credit.`
          : `Raises support by ${formatMoney(-result.parentingTimeAdjustment)} a month compared with no parenting-time credit.`,
    });
  }
  return [
    {
      kind: 'paragraph',
      text: `What was calculated: the monthly child support for ${children} under ${meta.jurisdictionName}'s child support guideline, from the two parents' incomes and parenting time listed under "What was entered".`,
    },
    { kind: 'facts', rows: facts },
    ...confidenceBlocks(meta),
    { kind: 'heading', level: 2, text: 'What this figure does not include' },
    {
      kind: 'paragraph',
      text: 'A court starts from the guideline amount and may still order a different one. This worksheet does not include: a deviation the court finds just (for example a child’s special needs, extraordinary medical, dental or school costs, travel costs for parenting time, other children either parent supports, or an income above the schedule), support owed for past months or arrears, tax credits and who claims the children, and any agreement between the parents. Childcare and health insurance are included only as entered.',
    },
  ];
}

/** The worksheet pages: steps, inputs and sources. */
export function childSupportDetail(input: ChildSupportParsedInput, result: ChildSupportResult): Block[] {
  return [
    ...stepsTable(result.steps, result.meta),
    { kind: 'heading', level: 2, text: 'What was entered' },
    { kind: 'facts', rows: inputRows(input, CHILD_SUPPORT_LABELS) },
    ...sourcesBlocks(result.meta),
  ];
}
