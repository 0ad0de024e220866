import type { CalculatorInput, FreeCalculatorTab } from '@securesplit/widgets';

/** The query parameter naming the free calculator a link opens: `/?calculator=child-support&state=texas&...#calculators`. */
export const CALCULATOR_PARAMETER = 'calculator';

const FREE_CALCULATORS: readonly string[] = ['child-support', 'alimony', 'budget'] satisfies FreeCalculatorTab[];

/**
 * The free calculator and inputs a link's query names (the assistant's calculator links): the other
 * parameters are the calculator's request fields, as text. Undefined when the query names no free
 * calculator. The form keeps only the fields it has; each shows as typed (ISO dates as MM/DD/YYYY).
 */
export function calculatorFromQuery(search: string): { calculator: FreeCalculatorTab; input: CalculatorInput } | undefined {
  const query = new URLSearchParams(search);
  const calculator = query.get(CALCULATOR_PARAMETER);
  if (calculator === null || !FREE_CALCULATORS.includes(calculator)) return undefined;
  const input: Record<string, string> = {};
  for (const [name, value] of query) if (name !== CALCULATOR_PARAMETER) input[name] = value;
  return { calculator: calculator as FreeCalculatorTab, input };
}
