import { useState } from 'react';
import { Feedback, FreeCalculators, Newsletter, ProWaitlist, type ScenarioCandidate } from '@securesplit/widgets';
import { usePriorityReviewCheckout } from '../billing/priority-review.js';
import { SCHEDULING_URL } from '../config.js';
import { useReopenedCalculation } from '../account/reopen.js';
import { ReturningUserPrompt } from '../account/ReturningUserPrompt.js';
import { FiguresSwitch } from '../privacy/FiguresSwitch.js';
import { useFiguresStayOnDevice } from '../privacy/figures-on-device.js';
import { useSiteI18n } from '../locale/i18n.js';
import { Link } from '../router.js';
import { SaveScenarioDialog } from '../scenarios/SaveScenarioDialog.js';
import { takeOpenedScenario } from '../scenarios/scenarios.js';
import { calculatorFromQuery } from './calculator-query.js';
import { HomeFaq, InfoCards, PremiumCards } from './HomeSections.js';

export default function HomePage() {
  const reopened = useReopenedCalculation();
  // A link with a calculator's inputs in its query (the assistant's) opens that calculator filled in, with its result;
  // a calculation reopened from the history shows its result too, without adding it to the history again.
  const [linked] = useState(() => calculatorFromQuery(window.location.search));
  // A scenario opened from /compare fills its calculator (issue 31 §3); the result shows at once.
  const [openedScenario] = useState(takeOpenedScenario);
  const [scenarioCandidate, setScenarioCandidate] = useState<ScenarioCandidate | null>(null);
  // The results offer the $99 priority review here (the panel's priority-review mode).
  const startPriorityReview = usePriorityReviewCheckout();
  const [figuresStayOnDevice, setFiguresStayOnDevice] = useFiguresStayOnDevice();
  const { locale, t } = useSiteI18n();
  return (
    <div>
      <section className="hero">
        <h1>{t('site.home.heading')}</h1>
        <p>{t('site.home.intro')}</p>
      </section>
      <section id="calculators" className="section calculators-section" aria-labelledby="calculators-heading">
        <h2 id="calculators-heading" tabIndex={-1}>
          {t('site.home.calculatorsHeading')}
        </h2>
        {reopened.status === 'loading' ? (
          <p role="status">{t('site.home.reopening')}</p>
        ) : (
          <>
            {reopened.status === 'failed' && <p role="alert">{t('site.home.reopenFailed')}</p>}
            {openedScenario && reopened.status === 'none' && (
              <p role="status" className="scenario-opened">
                {t('site.home.scenarioOpened', { name: openedScenario.name })} <Link to="/compare">{t('site.home.allScenarios')}</Link>
              </p>
            )}
            <FreeCalculators
              key={reopened.status}
              locale={locale}
              schedulingUrl={SCHEDULING_URL}
              onPriorityReview={startPriorityReview}
              {...(figuresStayOnDevice ? { save: false } : {})}
              onSaveScenario={setScenarioCandidate}
              {...(reopened.status === 'ready'
                ? { reopen: { ...reopened.calculation, inHistory: true } }
                : openedScenario
                  ? { reopen: { calculator: openedScenario.calculator, input: openedScenario.input } }
                  : linked
                    ? { reopen: linked }
                    : {})}
            />
            {scenarioCandidate && <SaveScenarioDialog candidate={scenarioCandidate} browserOnly={figuresStayOnDevice} onClose={() => setScenarioCandidate(null)} />}
          </>
        )}
        {/* Below the calculators, not above: on a phone their first input must stay on the first screen, and the
            heading's next Tab stop stays the calculators' tabs. Nothing is sent before Calculate, so it is in time. */}
        <FiguresSwitch on={figuresStayOnDevice} onChange={setFiguresStayOnDevice} />
      </section>
      {/* After the calculators: on a phone their first input must stay on the first screen. */}
      <ReturningUserPrompt />
      <PremiumCards />
      <section className="section" aria-label={t('site.home.waitlistLabel')}>
        <ProWaitlist locale={locale} />
      </section>
      <InfoCards />
      <section className="section" aria-label={t('site.home.newsletterLabel')}>
        <Newsletter locale={locale} />
      </section>
      <HomeFaq />
      <section className="section" aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">{t('site.home.feedbackHeading')}</h2>
        <p>{t('site.home.feedbackIntro')}</p>
        <Feedback locale={locale} />
      </section>
    </div>
  );
}
