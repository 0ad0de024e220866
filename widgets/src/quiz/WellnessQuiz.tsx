import { useEffect, useId, useState } from 'react';
import type { QuizQuestion, WellnessQuizResult } from '@securesplit/engine';
import { ConsultationDialog } from '../leads/ConsultationDialog.js';
import { LeadCaptureDialog } from '../leads/LeadCaptureDialog.js';
import { useWidget, WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
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
      toast.show(failureMessage(error, 'calculation', { title: 'Error', description: 'We could not score the quiz. Please try again.' }));
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: 'Quiz scoring failed' });
      setPhase({ kind: 'question', index: questions.length - 1 });
    }
  }

  if (phase.kind === 'loading') return <p role="status">Loading the quiz…</p>;
  if (phase.kind === 'failed') return <p role="alert">The quiz could not be loaded. Please refresh the page to try again.</p>;
  if (phase.kind === 'intro') {
    return (
      <div className="ss-form">
        <h2>Financial Wellness Quiz</h2>
        <p>{questions.length} questions, about 3–5 minutes. See where your finances stand and what to do next.</p>
        <div className="ss-actions">
          <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setPhase({ kind: 'question', index: 0 })}>
            Start the Quiz
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind === 'scoring') return <p role="status">Scoring your answers…</p>;
  if (phase.kind === 'result') {
    const { result } = phase;
    return (
      <div className="ss-form" part="results">
        <h2>{result.title}</h2>
        <p className="ss-amount" part="amount" ref={keepClearOfToasts}>
          {result.score} / {result.maxScore}
        </p>
        <p>{result.description}</p>
        <h3>Recommendations</h3>
        <ul className="ss-list">
          {result.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>Next steps</h3>
        <ul className="ss-list ss-next-steps">
          {result.nextSteps.map((step) => {
            const action = nextStepAction(step);
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
            Get Detailed Report
          </button>
          <button type="button" className="ss-btn" part="button" onClick={() => setBookingOpen(true)}>
            Book Free Consultation
          </button>
          {calculatorsUrl ? (
            <a className="ss-btn" part="button" href={calculatorsUrl}>
              Try Our Calculators
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
            Retake Quiz
          </button>
        </div>
        <LeadCaptureDialog open={reportOpen} onClose={() => setReportOpen(false)} source="financial-wellness-quiz" />
        <ConsultationDialog open={bookingOpen} type="free-consultation" onClose={() => setBookingOpen(false)} schedulingUrl={schedulingUrl} source="financial-wellness-quiz" />
      </div>
    );
  }

  const question = questions[phase.index]!;
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
        Question {phase.index + 1} of {questions.length} · {percent}% complete
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
          Previous
        </button>
        <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={!answered}>
          {isLast ? 'Get Results' : 'Next'}
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
    <WidgetFrame element="securesplit-wellness-quiz" label="Financial wellness quiz" {...props}>
      <QuizBody calculatorsUrl={props.calculatorsUrl} schedulingUrl={props.schedulingUrl} nextStepUrls={props.nextStepUrls} />
    </WidgetFrame>
  );
}
