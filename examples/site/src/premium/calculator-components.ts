import { PropertyDivisionCalculator, QdroCalculator } from '@securesplit/widgets';
import type { ComponentType } from 'react';
import type { PremiumPagePath } from './calculators.js';
import type { PremiumCalculatorProps } from './PremiumGate.js';

/**
 * Each premium page's calculator (the widgets' React components, contract C6), or null while that
 * widget is not built yet: the page then keeps its gate and says the calculator is coming.
 */
export const PREMIUM_CALCULATOR_COMPONENTS: Record<PremiumPagePath, ComponentType<PremiumCalculatorProps> | null> = {
  '/property-division': PropertyDivisionCalculator,
  '/qdro': QdroCalculator,
  '/tax-impact': null,
  '/custody-costs': null,
};
