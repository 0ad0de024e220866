import type { ChildSupportModelName } from './child-support/types.js';

/**
 * Whose income each guideline model sets the amount from. `payer`: a percentage of the paying parent's income
 * (Texas's net resources, the percentage-of-income states; in shared care each parent's own percentage amount);
 * the combined income and each parent's share of it play no part, so neither a result nor a question needs
 * them. `both`: the amount comes from both parents' incomes (income shares, Melson, the formulas).
 * Free of rule data, so forms can read it from `@securesplit/engine/constants`.
 */
export const CHILD_SUPPORT_INCOMES_USED = {
  'income-shares': 'both',
  'percentage-of-income': 'payer',
  'percentage-of-combined-income': 'both',
  melson: 'both',
  'california-formula': 'both',
  'massachusetts-formula': 'both',
  'new-york-cssa': 'both',
  'texas-net-resources': 'payer',
} as const satisfies Record<ChildSupportModelName, 'payer' | 'both'>;

/**
 * Whether a result's model (its `meta.model`) shares the obligation by the parents' incomes, so that the
 * combined income and the non-custodial parent's share of it say something about the amount. A model this
 * engine does not name counts as one that does.
 */
export function sharesByIncome(model: string): boolean {
  return !(Object.hasOwn(CHILD_SUPPORT_INCOMES_USED, model) && CHILD_SUPPORT_INCOMES_USED[model as ChildSupportModelName] === 'payer');
}
