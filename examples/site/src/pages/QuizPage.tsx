import { WellnessQuiz, type WellnessQuizProps } from '@securesplit/widgets';
import { SCHEDULING_URL } from '../config.js';
import { useSiteI18n } from '../locale/i18n.js';
import { localizedHref } from '../locale/site-locale.js';
import { CALCULATOR_PARAMETER } from './calculator-query.js';

/** Each next step opens the calculator it is done with (they all led to the home page's top). */
const NEXT_STEP_URLS: NonNullable<WellnessQuizProps['nextStepUrls']> = {
  budget: `/?${CALCULATOR_PARAMETER}=budget#calculators`,
  'child-support': `/?${CALCULATOR_PARAMETER}=child-support#calculators`,
  alimony: `/?${CALCULATOR_PARAMETER}=alimony#calculators`,
  qdro: '/qdro',
};

export default function QuizPage() {
  const { locale } = useSiteI18n();
  // The next steps stay in the page's language (issue 27 §2).
  const nextStepUrls = Object.fromEntries(Object.entries(NEXT_STEP_URLS).map(([step, url]) => [step, localizedHref(url, locale)])) as WellnessQuizProps['nextStepUrls'];
  return (
    <div className="page">
      {/* The quiz introduces itself (its title, 8 questions, 3–5 minutes); the page said it all again above it. */}
      <h1 className="visually-hidden">Financial wellness quiz</h1>
      <WellnessQuiz locale={locale} calculatorsUrl={localizedHref('/#calculators', locale)} nextStepUrls={nextStepUrls} schedulingUrl={SCHEDULING_URL} />
    </div>
  );
}
