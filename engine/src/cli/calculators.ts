import { calculateAlimony } from '../alimony/calculate.js';
import { calculateBudget } from '../budget/calculate.js';
import { calculateChildSupport } from '../child-support/calculate.js';
import { calculateCustodyCosts } from '../custody-costs/calculate.js';
import { calculateHouseholds } from '../households/calculate.js';
import { calculatePropertyDivision } from '../property-division/calculate.js';
import { calculateQdro } from '../qdro/calculate.js';
import { calculateParentingTime } from '../parenting-schedule/calculate.js';
import { calculateIncomeTax } from '../tax/calculate.js';
import { calculateTaxImpact } from '../tax-impact/calculate.js';
import { scoreWellnessQuiz } from '../wellness-quiz/score.js';

/** Each CLI calculator takes the same JSON body as the API and returns the engine's result. */
export const CLI_CALCULATORS: Record<string, (input: unknown) => unknown> = {
  'child-support': (input) => calculateChildSupport(input),
  alimony: (input) => calculateAlimony(input),
  budget: (input) => calculateBudget(input),
  'wellness-quiz': (input) => scoreWellnessQuiz(input),
  'income-tax': (input) => calculateIncomeTax(input),
  qdro: (input) => calculateQdro(input),
  'property-division': (input) => calculatePropertyDivision(input),
  'tax-impact': (input) => calculateTaxImpact(input),
  'custody-costs': (input) => calculateCustodyCosts(input),
  'parenting-time': (input) => calculateParentingTime(input),
  households: (input) => calculateHouseholds(input),
};
