import { WellnessQuiz } from '../quiz/WellnessQuiz.js';
import { defineWidget } from '../runtime/define-widget.js';
import { BASE_CSS } from '../ui/styles.js';
import { ELEMENTS } from './registry.js';
import { useScriptOriginAsApiBase } from './script-origin.js';

useScriptOriginAsApiBase(import.meta.url);
defineWidget({
  tag: 'securesplit-wellness-quiz',
  component: WellnessQuiz,
  props: { calculatorsUrl: 'string', schedulingUrl: 'string', locale: 'string' },
  styles: [BASE_CSS],
  reserveHeight: ELEMENTS['securesplit-wellness-quiz'],
});
