import { ProWaitlist } from '../leads/ProWaitlist.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-pro-waitlist',
  component: ProWaitlist,
  props: { locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-pro-waitlist'],
});
