import {
  QuizQuestionSchema,
  WELLNESS_QUIZ,
  WELLNESS_QUIZ_MAX_SCORE,
  WellnessQuizAnswersSchema,
  WellnessQuizResultSchema,
  scoreWellnessQuiz,
  scoreWellnessQuizFromValidInput,
} from '@securesplit/engine';
import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  CALCULATOR_ERRORS,
  CalculationIdSchema,
  CalculationSavedSchema,
  storeCalculation,
} from './calculator.js';

const QuizSchema = z
  .object({
    id: z.literal('financial-wellness'),
    maxScore: z.number().int(),
    questions: z.array(QuizQuestionSchema.meta({ id: 'QuizQuestion' })),
  })
  .meta({ id: 'FinancialWellnessQuiz' });

const answersSchema = WellnessQuizAnswersSchema.meta({ id: 'FinancialWellnessAnswers' });
const resultSchema = WellnessQuizResultSchema.extend({
  id: CalculationIdSchema,
  saved: CalculationSavedSchema,
}).meta({ id: 'FinancialWellnessResult' });

const QUIZ = {
  id: 'financial-wellness' as const,
  maxScore: WELLNESS_QUIZ_MAX_SCORE,
  questions: WELLNESS_QUIZ,
};

const EXAMPLE_ANSWERS = {
  answers: Object.fromEntries(WELLNESS_QUIZ.map((q, i) => [q.id, q.options[i % 4]!.value])),
};

export const getQuizOperation = defineOperation({
  method: 'get',
  path: '/api/v1/quiz/financial-wellness',
  operationId: 'getFinancialWellnessQuiz',
  summary: 'The financial wellness quiz questions',
  description: 'Eight questions, four options each worth 0 to 3 points in the listed order.',
  tag: 'Financial wellness quiz',
  success: { status: 200, description: 'The questions and options', schema: QuizSchema, example: QUIZ },
  errors: [],
  handler() {
    return { body: QUIZ };
  },
});

export const scoreQuizOperation = defineOperation({
  method: 'post',
  path: '/api/v1/quiz/financial-wellness',
  operationId: 'scoreFinancialWellnessQuiz',
  summary: 'Score financial wellness quiz answers',
  description: 'Answers keyed by question id. The score is out of 24; levels at 80, 60 and 40 percent.',
  tag: 'Financial wellness quiz',
  body: { schema: answersSchema, example: EXAMPLE_ANSWERS },
  success: {
    status: 200,
    description: 'Score, level, recommendations and next steps, with the stored result id',
    schema: resultSchema,
    example: { ...scoreWellnessQuiz(EXAMPLE_ANSWERS), id: 42, saved: true },
  },
  errors: CALCULATOR_ERRORS,
  async handler({ body, deps }) {
    const result = scoreWellnessQuizFromValidInput(body);
    const stored = await storeCalculation(deps, { type: 'financial-wellness-quiz', input: body, result });
    return { body: { ...result, ...stored } };
  },
});
