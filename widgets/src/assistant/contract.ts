import type { AssistantAnswer, AssistantQuestion } from '@securesplit/engine';

/**
 * `POST /api/v1/assistant/messages` as the widget uses it: the engine's own types (type-only, nothing
 * of the engine enters the bundle). Replies are plain text, shown as text, never as HTML.
 */
export type { AnswerSource as AssistantSource, AssistantAction, AssistantTurn } from '@securesplit/engine';
export type AssistantRequest = AssistantQuestion;
export type AssistantReply = AssistantAnswer;

/** The server's limits on a request (api/src/routes/v1/assistant.ts). */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_HISTORY_TURNS = 20;
