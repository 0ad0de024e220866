import { PropertyDivisionCalculator } from '../premium/property-division/PropertyDivisionCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-property-division',
  component: PropertyDivisionCalculator,
  props: { signInUrl: 'string', subscribeUrl: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-property-division'],
});
