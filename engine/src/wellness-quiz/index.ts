export { WELLNESS_QUIZ, WELLNESS_QUIZ_MAX_SCORE, type QuizOption, type QuizQuestion } from './questions.js';
export { scoreWellnessQuiz, scoreWellnessQuizFromValidInput, levelFor } from './score.js';
export {
  QuizQuestionSchema,
  WellnessQuizAnswersSchema,
  WellnessQuizResultSchema,
  WELLNESS_LEVELS,
  type WellnessQuizAnswers,
  type WellnessQuizResult,
} from './schema.js';
