import { formatMoney } from '@securesplit/engine/locale';
import { describe, expect, it } from 'vitest';
import { budgetMessage } from './BudgetCalculator.js';
import { englishT, spanishT } from '../test-support/translate.js';
import { initialBudgetValues, validateBudget as validateIn } from './fields.js';

const validateBudget = (values: Parameters<typeof validateIn>[0]) => validateIn(values, englishT);
const english = { t: englishT, money: (dollars: number) => formatMoney(dollars, 'en') };

describe('budget form', () => {
  it('requires the seven amounts the spec names, each with its message', () => {
    expect(validateBudget(initialBudgetValues())).toEqual({
      primaryIncome: 'Primary income is required',
      housingCost: 'Housing cost is required',
      utilities: 'Utilities cost is required',
      insurance: 'Insurance cost is required',
      groceries: 'Groceries cost is required',
      transportation: 'Transportation cost is required',
      healthcare: 'Healthcare cost is required',
    });
  });

  it('names the field of an amount above the engine’s maximum, in the words the API uses', () => {
    const values = { ...initialBudgetValues(), primaryIncome: '4000', housingCost: '2500', utilities: '300', insurance: '400', groceries: '800', transportation: '500', healthcare: '300' };
    expect(validateBudget(values)).toEqual({});
    expect(validateBudget({ ...values, housingCost: '$2,000,000,000', miscellaneous: '1e30' })).toEqual({
      housingCost: 'Housing (rent or mortgage) must be at most $1,000,000,000',
      miscellaneous: 'Must be a valid positive number',
    });
  });

  it.each([
    ['deficit', -800, /exceed your income by \$800 a month.*\$800–2,400/, 'Get Your Budget Report & Expert Consultation'],
    ['tight', 499, /tight: \$499 left.*\$500–1,500/, 'Get Your Budget Report & Savings Plan'],
    ['healthy', 500, /You keep \$500 a month.*freedom/, 'Get Your Budget Report & Growth Plan'],
  ] as const)('says the %s message and labels the report button', (classification, monthlySurplus, text, button) => {
    const message = budgetMessage({ classification, monthlySurplus }, english);
    expect(message.text).toMatch(text);
    expect(message.button).toBe(button);
  });

  it('speaks Spanish to a Spanish reader (issue 27)', () => {
    const errors = validateIn({ ...initialBudgetValues(), primaryIncome: '4000', housingCost: '$2,000,000,000' }, spanishT, 'es');
    expect(errors.housingCost).toBe('Vivienda (alquiler o hipoteca): el máximo es $1,000,000,000');
    expect(errors.utilities).toBe('El costo de los servicios públicos es obligatorio');
    expect(errors.primaryIncome).toBeUndefined();
    const message = budgetMessage({ classification: 'deficit', monthlySurplus: -800 }, { t: spanishT, money: (dollars) => formatMoney(dollars, 'es') });
    expect(message.text).toBe('Sus gastos superan sus ingresos en $800 al mes. Los clientes con quienes trabajamos suelen mejorar su flujo de efectivo mensual entre $800 y $2,400.');
    expect(message.button).toBe('Obtenga su informe de presupuesto y una consulta con un experto');
  });
});
