import { useEffect, useId, useState } from 'react';
import type { QuizQuestion, WellnessQuizResult } from '@securesplit/engine';
import type { MessageId, Translate } from '@securesplit/engine/locale';
import { ConsultationDialog } from '../leads/ConsultationDialog.js';
import { LeadCaptureDialog } from '../leads/LeadCaptureDialog.js';
import { useWidget, WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import { keepClearOfToasts } from '../ui/toaster.js';
import { failureMessage } from '../api/failure-message.js';

/** Props of the financial wellness quiz. */
export interface WellnessQuizProps extends WidgetCommonProps {
  /** Where "Try Our Calculators" leads; hidden when absent. */
  calculatorsUrl?: string;
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
  /**
   * Where a next step done with one calculator leads (the budget planner, child support, alimony, the QDRO
   * calculator); a calculator not named here leads to `calculatorsUrl`.
   */
  nextStepUrls?: Partial<Record<NextStepCalculator, string>>;
  /** `en` or `es`; without it, the page's `<html lang>`, else English. */
  locale?: string;
}

/** The calculator a next step is done with. */
export type NextStepCalculator = 'budget' | 'child-support' | 'alimony' | 'qdro';

/**
 * Spec part 1, section 4: on completion a `quiz_complete` analytics event (quiz type, score, level) is
 * sent when the page has an analytics function; SecureSplit itself adds none.
 */
function reportQuizComplete(result: WellnessQuizResult): void {
  const gtag = (globalThis as { gtag?: (command: string, name: string, params: Record<string, unknown>) => void }).gtag;
  if (typeof gtag === 'function') gtag('event', 'quiz_complete', { quiz_type: 'financial_wellness', score: result.score, level: result.level });
}

/** The host page's event names what failed in English whatever the reader's language: it is for the page's code. */
const SCORING_FAILED_EVENT_TITLE = 'Quiz scoring failed';

/**
 * A quiz text the API sends in English (question, option, level, recommendation, next step), in the reader's
 * language by its message id. A text the catalogues do not know yet (a question added on the server first) keeps
 * the API's English rather than failing the quiz.
 */
function quizText(t: Translate, id: string, english: string): string {
  try {
    return t(id as MessageId);
  } catch {
    return english;
  }
}

/** A question and its options in the reader's language (values unchanged: they are what the API scores). */
export function localQuestion(t: Translate, question: QuizQuestion): QuizQuestion {
  return {
    ...question,
    question: quizText(t, `quiz.question.${question.id}`, question.question),
    // map keeps the four options; only TypeScript's type of map forgets the tuple's length.
    options: question.options.map((option) => ({ ...option, label: quizText(t, `quiz.option.${question.id}.${option.value}`, option.label) })) as unknown as QuizQuestion['options'],
  };
}

/**
 * A result's words in the reader's language. Recommendations follow the weakest areas one for one (with none weak,
 * the one keep-current advice); each next step keeps its English, from which nextStepAction reads where it leads.
 */
export function localQuizResult(t: Translate, result: WellnessQuizResult) {
  const level = `quiz.level.${result.level}`;
  return {
    title: quizText(t, `${level}.title`, result.title),
    description: quizText(t, `${level}.description`, result.description),
    recommendations: result.recommendations.map((english, index) => {
      const area = result.weakestAreas[index];
      return quizText(t, area === undefined ? 'quiz.recommendation.keepCurrent' : `quiz.recommendation.${area}`, english);
    }),
    nextSteps: result.nextSteps.map((english, index) => ({ english, text: quizText(t, `${level}.step.${index + 1}`, english) })),
  };
}

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'scoring' } | { kind: 'result'; result: WellnessQuizResult };

/**
 * Where a next step leads (issue 33 §6: they were plain text): a consultation opens the booking dialog; a step done
 * with one calculator links to that calculator (listing incomes, bills and debts is the budget planner's work;
 * dividing retirement accounts, the QDRO calculator's); one done with the calculators in general, to them. A step
 * the person does on their own (gathering statements) stays text.
 */
export function nextStepAction(step: string): 'consultation' | NextStepCalculator | 'calculators' | null {
  if (/consultation|analyst/i.test(step)) return 'consultation';
  if (/dividing retirement|qdro/i.test(step)) return 'qdro';
  if (/budget|list every income/i.test(step)) return 'budget';
  if (/child support/i.test(step)) return 'child-support';
  if (/alimony/i.test(step)) return 'alimony';
  if (/calculator|estimate/i.test(step)) return 'calculators';
  return null;
}

function QuizBody({ calculatorsUrl, schedulingUrl, nextStepUrls }: Pick<WellnessQuizProps, 'calculatorsUrl' | 'schedulingUrl' | 'nextStepUrls'>) {
  const { api, toast, element, emit } = useWidget();
  const { t } = useI18n();
  const [questions, setQuestions] = useState<readonly QuizQuestion[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [reportOpen, setReportOpen] = useState(false);
  const [bookingOpen, setBookingOpen] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    api.quizQuestions().then(
      (loaded) => {
        if (!live) return;
        setQuestions(loaded);
        setPhase({ kind: 'intro' });
      },
      () => live && setPhase({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function finish() {
    setPhase({ kind: 'scoring' });
    try {
      const result = await api.scoreQuiz(answers);
      setPhase({ kind: 'result', result });
      reportQuizComplete(result);
    } catch (error) {
      // The answers stay; the message says what happened (a 400 only would mean the answers were refused).
      toast.show(failureMessage(error, 'calculation', { title: t('quiz.scoreFailed.title'), description: t('quiz.scoreFailed.description') }, t));
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: SCORING_FAILED_EVENT_TITLE });
      setPhase({ kind: 'question', index: questions.length - 1 });
    }
  }

  if (phase.kind === 'loading') return <p role="status">{t('quiz.loading')}</p>;
  if (phase.kind === 'failed') return <p role="alert">{t('quiz.loadFailed')}</p>;
  if (phase.kind === 'intro') {
    return (
      <div className="ss-form">
        <h2>{t('quiz.title')}</h2>
        <p>{t('quiz.intro', { count: questions.length })}</p>
        <div className="ss-actions">
          <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setPhase({ kind: 'question', index: 0 })}>
            {t('quiz.start')}
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind === 'scoring') return <p role="status">{t('quiz.scoring')}</p>;
  if (phase.kind === 'result') {
    const { result } = phase;
    const words = localQuizResult(t, result);
    return (
      <div className="ss-form" part="results">
        <h2>{words.title}</h2>
        <p className="ss-amount" part="amount" ref={keepClearOfToasts}>
          {result.score} / {result.maxScore}
        </p>
        <p>{words.description}</p>
        <h3>{t('quiz.recommendations')}</h3>
        <ul className="ss-list">
          {words.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>{t('quiz.nextSteps')}</h3>
        <ul className="ss-list ss-next-steps">
          {words.nextSteps.map(({ english, text: step }) => {
            // Where a step leads is read from the API's English; the reader sees it in their language.
            const action = nextStepAction(english);
            const href = action === null || action === 'consultation' ? undefined : ((action !== 'calculators' ? nextStepUrls?.[action] : undefined) ?? calculatorsUrl);
            if (href) {
              return (
                <li key={step}>
                  <a href={href}>{step}</a>
                </li>
              );
            }
            if (action === 'consultation') {
              return (
                <li key={step}>
                  <button type="button" className="ss-link-button" onClick={() => setBookingOpen(true)}>
                    {step}
                  </button>
                </li>
              );
            }
            return <li key={step}>{step}</li>;
          })}
        </ul>
        <div className="ss-actions">
          <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setReportOpen(true)}>
            {t('quiz.getReport')}
          </button>
          <button type="button" className="ss-btn" part="button" onClick={() => setBookingOpen(true)}>
            {t('quiz.bookConsultation')}
          </button>
          {calculatorsUrl ? (
            <a className="ss-btn" part="button" href={calculatorsUrl}>
              {t('quiz.tryCalculators')}
            </a>
          ) : null}
          <button
            type="button"
            className="ss-btn"
            part="button"
            onClick={() => {
              setAnswers({});
              setPhase({ kind: 'question', index: 0 });
            }}
          >
            {t('quiz.retake')}
          </button>
        </div>
        <LeadCaptureDialog open={reportOpen} onClose={() => setReportOpen(false)} source="financial-wellness-quiz" />
        <ConsultationDialog open={bookingOpen} type="free-consultation" onClose={() => setBookingOpen(false)} schedulingUrl={schedulingUrl} source="financial-wellness-quiz" />
      </div>
    );
  }

  const question = localQuestion(t, questions[phase.index]!);
  const isLast = phase.index === questions.length - 1;
  const answered = answers[question.id] !== undefined;
  const percent = Math.round((phase.index / questions.length) * 100);
  return (
    <form
      className="ss-form"
      part="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!answered) return;
        if (isLast) void finish();
        else setPhase({ kind: 'question', index: phase.index + 1 });
      }}
    >
      <p id={`${id}-progress`}>
        {t('quiz.progress', { current: phase.index + 1, total: questions.length, percent })}
      </p>
      <progress className="ss-progress" max={questions.length} value={phase.index} aria-labelledby={`${id}-progress`} />
      <fieldset className="ss-options">
        <legend className="ss-label">{question.question}</legend>
        {question.options.map((option) => (
          <label key={option.value} className="ss-option">
            <input type="radio" name={question.id} value={option.value} checked={answers[question.id] === option.value} onChange={() => setAnswers({ ...answers, [question.id]: option.value })} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="ss-actions">
        <button type="button" className="ss-btn" part="button" disabled={phase.index === 0} onClick={() => setPhase({ kind: 'question', index: phase.index - 1 })}>
          {t('quiz.previous')}
        </button>
        <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={!answered}>
          {isLast ? t('quiz.getResults') : t('quiz.next')}
        </button>
      </div>
    </form>
  );
}

/**
 * `<securesplit-wellness-quiz>`: the 8-question financial wellness quiz with its results and report dialog.
 * @event securesplit:lead-submitted - detail `{ form: 'lead-capture', source: 'financial-wellness-quiz' }`
 */
export function WellnessQuiz(props: WellnessQuizProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <WellnessQuizFrame {...props} />
    </LocaleBoundary>
  );
}

function WellnessQuizFrame(props: WellnessQuizProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-wellness-quiz" label={t('quiz.region')} {...props}>
      <QuizBody calculatorsUrl={props.calculatorsUrl} schedulingUrl={props.schedulingUrl} nextStepUrls={props.nextStepUrls} />
    </WidgetFrame>
  );
}
