import type { AlimonyParsedInput, AlimonyResult } from '../../alimony/schema.js';
import { formatMoney, formatPercent } from '../format.js';
import type { Block } from '../types.js';
import { confidenceBlocks, confidenceValue, inputRows, rulesRows, sourcesBlocks, stepsTable, type FieldLabel } from './common.js';

export const ALIMONY_LABELS: Record<string, FieldLabel> = {
  state: { label: 'State', kind: 'state' },
  alimonyType: { label: 'Type of alimony', kind: 'choice' },
  marriageDate: { label: 'Date of marriage', kind: 'date' },
  separationDate: { label: 'Date of separation', kind: 'date' },
  marriageLength: { label: 'Length of marriage (years)', kind: 'number' },
  payerIncome: { label: 'Paying spouse’s monthly income', kind: 'money' },
  recipientIncome: { label: 'Receiving spouse’s monthly income', kind: 'money' },
  payerNetIncome: { label: 'Paying spouse’s monthly net income', kind: 'money' },
  recipientNetIncome: { label: 'Receiving spouse’s monthly net income', kind: 'money' },
  payerExpenses: { label: 'Paying spouse’s monthly expenses', kind: 'money' },
  recipientExpenses: { label: 'Receiving spouse’s monthly expenses', kind: 'money' },
  payerAge: { label: 'Paying spouse’s age', kind: 'number' },
  recipientAge: { label: 'Receiving spouse’s age', kind: 'number' },
  childSupportMonthly: { label: 'Monthly child support', kind: 'money' },
  agreementDate: { label: 'Date of the agreement or order', kind: 'date' },
  asOf: { label: 'Rules applied as of', kind: 'date' },
};

export function alimonySummary(input: AlimonyParsedInput, result: AlimonyResult): Block[] {
  const meta = result.meta;
  const range = result.monthlyRange;
  const amount =
    range.low !== range.high
      ? `${formatMoney(result.monthlyPayment)} per month (the middle of a range from ${formatMoney(range.low)} to ${formatMoney(range.high)})`
      : `${formatMoney(result.monthlyPayment)} per month`;
  const facts: { label: string; value: string }[] = [
    { label: result.amountIsCeiling ? 'Most the rule allows' : 'Monthly alimony', value: amount },
    {
      label: 'Who pays',
      value:
        result.monthlyPayment > 0
          ? 'The paying spouse pays the receiving spouse.'
          : 'Neither spouse pays: the rule gives no amount for this case.',
    },
    { label: 'How often', value: 'Every month.' },
    { label: 'For how long', value: result.duration },
    {
      label: 'Income difference',
      value: `${formatMoney(result.incomeDifferential)} a month; the rule's base percentage is ${formatPercent(result.percentage)}`,
    },
    ...rulesRows(meta),
    {
      label: 'Confidence',
      value: confidenceValue(
        meta,
        result.isGuidelineFormula
          ? `${meta.jurisdictionName}'s statutory or official guideline formula produced the amount.`
          : `computed with the rule as published.`,
      ),
    },
  ];
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `What was calculated: ${input.alimonyType} alimony (spousal support) under ${meta.jurisdictionName}'s rules, from the spouses' incomes, ages and the length of the marriage listed under "What was entered".`,
    },
    { kind: 'facts', rows: facts },
  ];
  if (result.amountIsCeiling) {
    blocks.push({
      kind: 'paragraph',
      text: "This rule awards the lesser of the receiving spouse's need and a limit. No monthly expenses were given for the receiving spouse, so the amount above is that limit — the most the rule allows — not an estimate of the award.",
    });
  }
  blocks.push(...confidenceBlocks(meta), { kind: 'heading', level: 2, text: 'What this figure does not include' }, {
    kind: 'paragraph',
    text: 'A court weighs many factors besides income: each spouse’s health and earning capacity, contributions to the marriage, fault where the state allows it, the property division, tax effects, and any agreement. The court may award more, less, or none, and for a different time. This worksheet does not include those factors, arrears, or life insurance and health coverage a court may order.',
  });
  return blocks;
}

export function alimonyDetail(input: AlimonyParsedInput, result: AlimonyResult): Block[] {
  return [
    ...stepsTable(result.steps, result.meta),
    { kind: 'heading', level: 2, text: 'What was entered' },
    { kind: 'facts', rows: inputRows(input, ALIMONY_LABELS) },
    ...sourcesBlocks(result.meta),
  ];
}
