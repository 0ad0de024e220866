import { TaxImpactCalculator } from '../premium/tax-impact/TaxImpactCalculator.js';
import { PREMIUM_ELEMENT_PROPS } from '../premium/shared/PremiumCalculatorProps.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-tax-impact',
  component: TaxImpactCalculator,
  props: PREMIUM_ELEMENT_PROPS,
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-tax-impact'],
});
