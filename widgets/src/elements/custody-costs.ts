import { CustodyCostsCalculator } from '../premium/custody-costs/CustodyCostsCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-custody-costs',
  component: CustodyCostsCalculator,
  props: { signInUrl: 'string', subscribeUrl: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-custody-costs'],
});
