import { HOUSEHOLDS_CSS, HouseholdsCalculator } from '../households/HouseholdsCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-households',
  component: HouseholdsCalculator,
  styles: [BASE_CSS, HOUSEHOLDS_CSS],
  reserveHeight: ELEMENTS['securesplit-households'],
});
