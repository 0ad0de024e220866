import { Feedback } from '../leads/Feedback.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-feedback',
  component: Feedback,
  props: { locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-feedback'],
});
