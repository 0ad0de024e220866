import { z } from 'zod';
import { WELLNESS_QUIZ } from './questions.js';

export const QuizOptionSchema = z.object({ value: z.string(), label: z.string(), points: z.number().int() });
export const QuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(QuizOptionSchema),
});

/** Answers keyed by question id; every question must be answered with one of its option values. */
export const WellnessQuizAnswersSchema = z
  .object({
    answers: z.record(z.string(), z.string()).meta({
      type: 'object',
      description: 'One answer per question: the value of one of its options',
      properties: Object.fromEntries(
        WELLNESS_QUIZ.map((question) => [question.id, { type: 'string', enum: question.options.map((o) => o.value) }]),
      ),
      required: WELLNESS_QUIZ.map((question) => question.id),
      additionalProperties: false,
    }),
  })
  .superRefine(({ answers }, ctx) => {
    for (const question of WELLNESS_QUIZ) {
      const answer = answers[question.id];
      if (answer === undefined || answer === '') {
        ctx.addIssue({ code: 'custom', path: ['answers', question.id], message: 'Please answer this question' });
      } else if (!question.options.some((o) => o.value === answer)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', question.id],
          message: `Choose one of: ${question.options.map((o) => o.value).join(', ')}`,
        });
      }
    }
    for (const id of Object.keys(answers)) {
      if (!WELLNESS_QUIZ.some((q) => q.id === id)) {
        ctx.addIssue({ code: 'custom', path: ['answers', id], message: 'Unknown question' });
      }
    }
  });
export type WellnessQuizAnswers = z.input<typeof WellnessQuizAnswersSchema>;

export const WELLNESS_LEVELS = ['excellent', 'good', 'fair', 'poor'] as const;

export const WellnessQuizResultSchema = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number(),
  level: z.enum(WELLNESS_LEVELS),
  title: z.string(),
  description: z.string(),
  recommendations: z.array(z.string()),
  nextSteps: z.array(z.string()),
  weakestAreas: z.array(z.string()),
});
export type WellnessQuizResult = z.infer<typeof WellnessQuizResultSchema>;
