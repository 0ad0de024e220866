import { useState } from 'react';
import { HouseholdsCalculator, type CalculatorInput } from '@securesplit/widgets';

/**
 * A link's query as the child-support input the households form starts from (the child-support result's "See both
 * households after tax" carries the state, both incomes, the children and the time); the form keeps the fields it has.
 */
function linkedInput(search: string): CalculatorInput | undefined {
  const entries = [...new URLSearchParams(search)];
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export default function HouseholdsPage() {
  const [input] = useState(() => linkedInput(window.location.search));
  return (
    <div className="page">
      {/* The calculator's own heading names it; the page's h1 says the same for the outline. */}
      <h1 className="visually-hidden">Both households after tax</h1>
      <HouseholdsCalculator {...(input ? { input } : {})} />
    </div>
  );
}
