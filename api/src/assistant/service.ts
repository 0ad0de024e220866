import { Assistant, type AssistantAnswer, type AssistantQuestion } from '@securesplit/engine';
import { productFacts } from './product-facts.js';

/** What the endpoints ask of the assistant: the offline engine, or a language model checked against it. */
export interface AssistantService {
  readonly kind: 'offline' | 'language-model';
  answer(question: AssistantQuestion): Promise<AssistantAnswer>;
}

export interface AssistantSettings {
  /** Absolute address of the consultation booking page (ASSISTANT_BOOKING_URL). */
  bookingUrl?: string | undefined;
  now?: () => Date;
}

/** The engine's offline assistant with the product's prices: needs no service. */
export function offlineAssistant(settings: AssistantSettings = {}): Assistant {
  return new Assistant({ product: productFacts(settings.bookingUrl), ...(settings.now ? { now: settings.now } : {}) });
}

export function offlineAssistantService(settings: AssistantSettings = {}): AssistantService {
  const assistant = offlineAssistant(settings);
  return { kind: 'offline', answer: (question) => Promise.resolve(assistant.answer(question)) };
}
