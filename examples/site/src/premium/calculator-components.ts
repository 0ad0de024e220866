import { CustodyCostsCalculator, PropertyDivisionCalculator, QdroCalculator, TaxImpactCalculator } from '@securesplit/widgets';
import type { ComponentType } from 'react';
import type { PremiumPagePath } from './calculators.js';
import type { PremiumCalculatorProps } from './PremiumGate.js';

/** Each premium page's calculator: the widgets' React components (contract C6). */
export const PREMIUM_CALCULATOR_COMPONENTS: Record<PremiumPagePath, ComponentType<PremiumCalculatorProps>> = {
  '/property-division': PropertyDivisionCalculator,
  '/qdro': QdroCalculator,
  '/tax-impact': TaxImpactCalculator,
  '/custody-costs': CustodyCostsCalculator,
};
