export { Assistant, openCalculatorAction, type AssistantOptions, type PreparedAnswer } from './answer.js';
export { AllowedFigures, figuresIn, keepSupportedSentences, type CheckedReply } from './figures.js';
export { runAlimony, runChildSupport, calculatorHref, type CalculatorRun } from './calculators.js';
export { readMessage, type Reading } from './understand.js';
export type { Passage, Topic } from './passage.js';
export {
  ASSISTANT_CALCULATORS,
  type AnswerSource,
  type AssistantAction,
  type AssistantAnswer,
  type AssistantCalculator,
  type AssistantQuestion,
  type AssistantRole,
  type AssistantTurn,
  type ProductFacts,
  type ServiceOffer,
} from './types.js';
