import { Assistant } from '../assistant/Assistant.js';
import { ASSISTANT_CSS } from '../assistant/styles.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-assistant',
  component: Assistant,
  props: { defaultOpen: 'boolean', page: 'string', consultationUrl: 'string' },
  styles: [BASE_CSS, ASSISTANT_CSS],
  reserveHeight: ELEMENTS['securesplit-assistant'],
});
