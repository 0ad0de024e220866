/**
 * `POST /api/v1/assistant/messages` as the widget uses it. Replies are plain text (shown as text,
 * never as HTML); every figure in them comes from the engine on the server.
 */

/** One earlier turn sent back as context (the server keeps no transcript). */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantRequest {
  /** 1 to 2,000 characters. */
  message: string;
  /** The conversation so far, oldest first, at most MAX_HISTORY_TURNS turns. */
  history?: AssistantTurn[];
  context?: { page?: string; jurisdiction?: string };
}

/** Where a statement in the reply comes from: a guideline, a statute, the product's own data. */
export interface AssistantSource {
  title: string;
  citation?: string;
  url?: string;
  /** YYYY-MM-DD: when the rule took effect. */
  effectiveDate?: string;
}

/** Open a calculator filled with the inputs of the question (`href`: a site path with the inputs as its query). */
export interface OpenCalculatorAction {
  type: 'open-calculator';
  calculator: string;
  label: string;
  href: string;
}

/** Book a consultation with a certified divorce financial analyst (`href`: an absolute external address). */
export interface BookConsultationAction {
  type: 'book-consultation';
  label: string;
  href: string;
}

export type AssistantAction = OpenCalculatorAction | BookConsultationAction;

export interface AssistantReply {
  reply: string;
  sources: AssistantSource[];
  actions: AssistantAction[];
}

/** The server's limits on a request. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_HISTORY_TURNS = 20;
