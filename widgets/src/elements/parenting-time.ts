import { PARENTING_TIME_CSS, ParentingTimeCalculator } from '../parenting-time/ParentingTimeCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-parenting-time',
  component: ParentingTimeCalculator,
  styles: [BASE_CSS, PARENTING_TIME_CSS],
  reserveHeight: ELEMENTS['securesplit-parenting-time'],
});
