/**
 * What each child support guideline model is called in plain words: the engine names them by slug
 * (`texas-net-resources`), which is for programs, not people.
 */
const MODEL_NAMES: Readonly<Record<string, string>> = {
  'income-shares': 'Income shares (both parents’ incomes combined)',
  'percentage-of-income': 'Percentage of the paying parent’s income',
  'percentage-of-combined-income': 'Percentage of both parents’ combined income',
  'texas-net-resources': 'Percentage of the paying parent’s net resources',
  'new-york-cssa': 'Child Support Standards Act (percentage of combined income)',
  'california-formula': 'California’s statewide formula',
  'massachusetts-formula': 'Massachusetts guidelines formula',
  melson: 'Melson formula',
};

/** The model's plain name; a model added later without one reads as words, never as its slug. */
export function modelName(model: string): string {
  const known = MODEL_NAMES[model];
  if (known) return known;
  const words = model.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const INCOME_BASES: Readonly<Record<string, string>> = { gross: 'gross income', net: 'net income' };

/** `gross` → `gross income`. */
export function incomeBasisName(basis: string): string {
  return INCOME_BASES[basis] ?? `${basis.replace(/[-_]+/g, ' ')} income`;
}
