import type { JurisdictionSlug } from '../jurisdictions.js';

/** Who said a turn of the conversation the page sends back with each message. */
export type AssistantRole = 'user' | 'assistant';

export interface AssistantTurn {
  role: AssistantRole;
  content: string;
}

/** What the page sends: the new message, the turns before it (not kept anywhere) and where the person is. */
export interface AssistantQuestion {
  message: string;
  history?: readonly AssistantTurn[];
  context?: { page?: string; jurisdiction?: JurisdictionSlug };
}

/** Where a statement of the answer comes from. */
export interface AnswerSource {
  title: string;
  /** The section, table or line, when the source has one. */
  citation?: string;
  url?: string;
  /** The day the rule took effect, YYYY-MM-DD. */
  effectiveDate?: string;
}

/** Calculators of the site a link can open (the engine's calculator names). */
export const ASSISTANT_CALCULATORS = [
  'child-support',
  'alimony',
  'budget',
  'property-division',
  'qdro',
  'tax-impact',
  'custody-costs',
] as const;
export type AssistantCalculator = (typeof ASSISTANT_CALCULATORS)[number];

export type AssistantAction =
  | { type: 'open-calculator'; calculator: AssistantCalculator; label: string; href: string }
  | { type: 'book-consultation'; label: string; href: string };

/** The assistant's answer: plain text (line breaks allowed, no markup), its sources and next steps. */
export interface AssistantAnswer {
  reply: string;
  sources: AnswerSource[];
  actions: AssistantAction[];
}

/** A service the product sells or offers, as its own data states it. */
export interface ServiceOffer {
  id: string;
  name: string;
  /** Price in cents; absent for a free service. */
  priceCents?: number;
  /** What the price is for ("one-time", "per month"), when it has one. */
  priceBasis?: string;
  description: string;
  source: AnswerSource;
}

/**
 * The product's own facts the assistant may state: prices and services come from the caller (the API
 * holds the plans it bills), so the assistant never carries a second copy that could drift.
 */
export interface ProductFacts {
  plans: { monthlyCents: number; yearlyCents: number; moneyBackDays: number; source: AnswerSource };
  /** Premium calculations a signed-in account without Full Access may run each month. */
  freePremiumCalculationsPerMonth: number;
  services: readonly ServiceOffer[];
  /** Absolute address of the consultation booking page; without it no booking link is offered. */
  bookingUrl?: string;
}
