import { PropertyDivisionCalculator } from '../premium/property-division/PropertyDivisionCalculator.js';
import { PREMIUM_ELEMENT_PROPS } from '../premium/shared/PremiumCalculatorProps.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-property-division',
  component: PropertyDivisionCalculator,
  props: PREMIUM_ELEMENT_PROPS,
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-property-division'],
});
