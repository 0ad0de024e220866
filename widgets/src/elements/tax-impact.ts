import { TaxImpactCalculator } from '../premium/tax-impact/TaxImpactCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-tax-impact',
  component: TaxImpactCalculator,
  props: { signInUrl: 'string', subscribeUrl: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-tax-impact'],
});
