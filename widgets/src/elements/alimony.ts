import { AlimonyCalculator } from '../alimony/AlimonyCalculator.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-alimony',
  component: AlimonyCalculator,
  props: { schedulingUrl: 'string', locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-alimony'],
});
