/** A stored calculation's API input (as the API took it), to open its calculator with, e.g. from a history. */
export type CalculatorInput = Readonly<Record<string, unknown>>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The form's text for one stored value: numbers as typed, ISO dates as the forms' MM/DD/YYYY, other text as is. */
function fieldText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const date = ISO_DATE.exec(value);
  return date ? `${date[2]}/${date[3]}/${date[1]}` : value;
}

/**
 * A form's starting values with every field the stored input has filled in; fields it lacks (or holds
 * as something a form cannot show, such as an object) keep their usual starting value.
 */
export function prefilledValues<F extends string>(initial: Record<F, string>, input: CalculatorInput | undefined): Record<F, string> {
  if (!input) return initial;
  const values = { ...initial };
  for (const field of Object.keys(initial) as F[]) {
    const text = fieldText(input[field]);
    if (text !== undefined) values[field] = text;
  }
  return values;
}
