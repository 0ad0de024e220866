import { ChildSupportCalculator } from '../child-support/ChildSupportCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-child-support',
  component: ChildSupportCalculator,
  props: { schedulingUrl: 'string', locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-child-support'],
});
