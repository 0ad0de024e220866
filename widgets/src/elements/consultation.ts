import { Consultation } from '../leads/Consultation.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-consultation',
  component: Consultation,
  props: { consultationType: 'string', schedulingUrl: 'string', label: 'string', source: 'string', locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-consultation'],
});
