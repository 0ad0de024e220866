import { FreeCalculators } from '../free-calculators/FreeCalculators.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-free-calculators',
  component: FreeCalculators,
  props: { tab: 'string', schedulingUrl: 'string', locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-free-calculators'],
});
