import { Newsletter } from '../leads/Newsletter.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-newsletter',
  component: Newsletter,
  props: { locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-newsletter'],
});
