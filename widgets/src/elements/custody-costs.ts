import { CustodyCostsCalculator } from '../premium/custody-costs/CustodyCostsCalculator.js';
import { PREMIUM_ELEMENT_PROPS } from '../premium/shared/PremiumCalculatorProps.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-custody-costs',
  component: CustodyCostsCalculator,
  props: PREMIUM_ELEMENT_PROPS,
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-custody-costs'],
});
