import type { ResultMeta } from '../../explain/steps.js';
import type { CustodyCostsResult } from '../../custody-costs/schema.js';
import type { PropertyDivisionResult } from '../../property-division/schema.js';
import type { QdroResult } from '../../qdro/schema.js';
import type { TaxImpactResult } from '../../tax-impact/schema.js';
import { formatMoney, formatPercent } from '../format.js';
import type { Block, PremiumWorksheetCalculator } from '../types.js';
import { confidenceBlocks, confidenceValue, rulesRows } from './common.js';

/** The plain-language page-1 rows of each premium calculator; its own tables come from premiumBlocks. */
export function premiumSummary(calculator: PremiumWorksheetCalculator, input: unknown, result: unknown, meta: ResultMeta): Block[] {
  let what: string;
  let rows: { label: string; value: string }[];
  let excluded: string;
  switch (calculator) {
    case 'property-division': {
      const r = result as PropertyDivisionResult;
      what = `What was calculated: how the marital estate divides under ${meta.jurisdictionName}'s ${r.regime.kind === 'community-property' ? 'community property' : 'equitable distribution'} rules.`;
      rows = [
        { label: 'Net marital estate', value: formatMoney(r.netWorth) },
        { label: 'Spouse 1 receives', value: `${formatMoney(r.spouse1NetValue)} (${formatPercent(r.spouse1Percentage)})` },
        { label: 'Spouse 2 receives', value: formatMoney(r.spouse2NetValue) },
        {
          label: 'Who pays whom',
          value:
            r.equalization.payer === null || r.equalization.amount === 0
              ? 'No equalization payment is needed.'
              : `${r.equalization.payer === 'spouse1' ? 'Spouse 1 pays spouse 2' : 'Spouse 2 pays spouse 1'} ${formatMoney(r.equalization.amount)}.`,
        },
        { label: 'How often', value: 'Once, at the division.' },
      ];
      // Selling costs are in the figures when the reader entered a percentage (taken off real estate sold, and kept
      // when asked), so the page says so rather than calling them left out.
      const sellingCostPercent = (input as { sellingCostPercent?: number }).sellingCostPercent ?? 0;
      const selling =
        sellingCostPercent > 0
          ? `selling costs are included at ${formatPercent(sellingCostPercent)} of the real estate they apply to`
          : 'the costs of selling are not included';
      excluded = `A court may divide differently: fault, a spouse’s contributions, future needs and hidden or wasted assets are not included; ${selling}; retirement accounts are shown before and after an estimated tax.`;
      break;
    }
    case 'qdro': {
      const r = result as QdroResult;
      what = 'What was calculated: the spouse’s (alternate payee’s) share of a retirement account under a QDRO, by the coverture fraction.';
      rows = [
        { label: 'Spouse’s share today', value: formatMoney(r.spouseEntitlement) },
        { label: 'Employee keeps', value: formatMoney(r.employeeRetains) },
        { label: 'Coverture fraction', value: formatPercent(r.breakdown.maritalPercentage) },
        { label: 'Who pays whom', value: 'The plan pays the spouse’s share from the employee’s account.' },
        { label: 'How often', value: 'Once, when the plan divides the account.' },
      ];
      excluded = 'The plan’s own rules, fees, investment gains or losses after the valuation date and the court’s order may change the share.';
      break;
    }
    case 'tax-impact': {
      const r = result as TaxImpactResult;
      what = `What was calculated: income tax before and after the divorce for tax year ${r.taxYear}.`;
      rows = [
        {
          label: 'Household tax change',
          value:
            r.taxDifference === 0
              ? 'None: the same tax before and after.'
              : `${r.taxDifference > 0 ? 'Up' : 'Down'} by ${formatMoney(Math.abs(r.taxDifference))} a year`,
        },
        { label: 'Tax now (the household)', value: formatMoney(r.currentYearTax) },
        { label: 'Your tax after', value: formatMoney(r.projectedTax) },
        { label: 'Who pays whom', value: 'Each person pays their own tax to the IRS and the state.' },
        { label: 'How often', value: 'Once a year.' },
      ];
      excluded = 'Credits and deductions not entered, local taxes, and changes in the law after the tax year shown are not included.';
      break;
    }
    case 'custody-costs': {
      const r = result as CustodyCostsResult;
      what = 'What was calculated: what raising the children costs in two homes and a suggested way to share it.';
      rows = [
        { label: 'Total annual cost', value: formatMoney(r.totalAnnualCost) },
        { label: 'Custodial parent’s share', value: `${formatMoney(r.custodialParentCosts)} a year` },
        { label: 'Non-custodial parent’s share', value: `${formatMoney(r.nonCustodialParentCosts)} a year` },
        { label: 'Who pays whom', value: r.costSharing.suggestedSharing },
        { label: 'How often', value: 'Shown by the year; each cost is paid as it falls due.' },
      ];
      excluded = 'Child support ordered by a court, and costs not entered, are not included; a court may share costs differently.';
      break;
    }
  }
  return [
    { kind: 'paragraph', text: what },
    {
      kind: 'facts',
      rows: [...rows, ...rulesRows(meta), { label: 'Confidence', value: confidenceValue(meta, 'computed with the published rules, step by step as the worksheet below shows.') }],
    },
    ...confidenceBlocks(meta),
    { kind: 'heading', level: 2, text: 'What this figure does not include' },
    { kind: 'paragraph', text: excluded },
  ];
}
