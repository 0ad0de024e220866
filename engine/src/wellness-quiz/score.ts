import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { roundToDecimals } from '../money/rounding.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { WELLNESS_QUIZ, WELLNESS_QUIZ_MAX_SCORE } from './questions.js';
import { WellnessQuizAnswersSchema, type WellnessQuizResult } from './schema.js';

type Level = WellnessQuizResult['level'];

/** Levels by percent of the maximum score (spec part 1, section 4): 80 / 60 / 40. */
export function levelFor(percent: number): Level {
  if (percent >= 80) return 'excellent';
  if (percent >= 60) return 'good';
  if (percent >= 40) return 'fair';
  return 'poor';
}

const FEEDBACK: Record<Level, { title: string; description: string; nextSteps: string[] }> = {
  excellent: {
    title: 'Financially Prepared',
    description:
      'You have a strong foundation: savings, a clear view of your finances and a plan. Use it to negotiate from knowledge, not fear.',
    nextSteps: [
      'Run the child support and alimony calculators with your real figures',
      'Check how dividing retirement accounts affects both of you',
      'Book a free consultation to stress-test your settlement options',
    ],
  },
  good: {
    title: 'On Solid Ground',
    description:
      'Most of the essentials are in place. A few gaps remain; closing them now will make the settlement and the first year after it easier.',
    nextSteps: [
      'Build a post-divorce budget with the budget planner',
      'Estimate support with the free calculators',
      'Book a free consultation to go over the recommendations above',
    ],
  },
  fair: {
    title: 'Building Your Foundation',
    description:
      'You have started, but several areas need attention before you agree to a settlement. Small steps now prevent expensive surprises later.',
    nextSteps: [
      'Gather statements for every account, debt and retirement plan',
      'Build a realistic post-divorce budget',
      'Talk to a certified divorce financial analyst before signing anything',
    ],
  },
  poor: {
    title: 'Time to Take Control',
    description:
      'Many people start here, especially when a spouse handled the money. The most important step is getting a clear picture, one item at a time.',
    nextSteps: [
      'List every income, bill, account and debt you know of',
      'Estimate child support and alimony to know what to expect',
      'Book a free consultation: you do not have to do this alone',
    ],
  },
};

/** One recommendation per question, used when that area scores 0 or 1 point. */
const RECOMMENDATIONS: Record<string, string> = {
  emergency_fund:
    'Start an emergency fund, aiming for 3-6 months of essential expenses in a separate account.',
  debt_management:
    'List all debts with rates and minimums, and make sure joint debts are addressed in the settlement.',
  financial_knowledge:
    'Collect the last 12 months of bank, card and pay statements and the last 3 tax returns.',
  retirement_savings:
    'Ask whether retirement accounts will be divided with a QDRO and what your share is worth.',
  income_stability:
    'Plan for your own income: training, job search or a realistic timeline for rehabilitative support.',
  financial_goals:
    'Write down three goals for the first year after the divorce (housing, savings, children).',
  asset_awareness: 'Make an inventory of marital assets and debts with current values and documents.',
  insurance_coverage:
    'Review health, life and disability coverage; support orders often require life insurance.',
};

export function scoreWellnessQuiz(input: unknown): WellnessQuizResult {
  const parsed = WellnessQuizAnswersSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return scoreWellnessQuizFromValidInput(parsed.data);
}

/**
 * scoreWellnessQuiz for input that has already passed WellnessQuizAnswersSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function scoreWellnessQuizFromValidInput(
  valid: z.output<typeof WellnessQuizAnswersSchema>,
): WellnessQuizResult {
  const { answers } = valid;
  let score = 0;
  const weak: string[] = [];
  for (const question of WELLNESS_QUIZ) {
    const points = question.options.find((o) => o.value === answers[question.id])!.points;
    score += points;
    if (points <= 1) weak.push(question.id);
  }
  const percent = roundToDecimals((score / WELLNESS_QUIZ_MAX_SCORE) * 100, 1);
  const level = levelFor(percent);
  const feedback = FEEDBACK[level];
  const recommendations =
    weak.length > 0
      ? weak.map((id) => RECOMMENDATIONS[id]!)
      : ['Keep your records current and revisit your plan when the settlement terms change.'];
  return {
    score,
    maxScore: WELLNESS_QUIZ_MAX_SCORE,
    percent,
    level,
    title: feedback.title,
    description: feedback.description,
    recommendations,
    nextSteps: feedback.nextSteps,
    weakestAreas: weak,
  };
}
