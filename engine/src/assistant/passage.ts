import type { JurisdictionSlug } from '../jurisdictions.js';
import type { AssistantCalculator, AnswerSource } from './types.js';

/** What a passage is about; the intent of a question picks among them. */
export type Topic =
  | 'child-support'
  | 'alimony'
  | 'tax'
  | 'retirement'
  | 'property'
  | 'product'
  | 'services'
  | 'calculators'
  | 'glossary';

/** One retrievable piece of the product's knowledge, with where it comes from. */
export interface Passage {
  id: string;
  topic: Topic;
  title: string;
  /** Plain text the answer quotes; every figure in it comes from the engine's data or the product's. */
  text: string;
  jurisdiction?: JurisdictionSlug;
  /** Extra words people use for this passage (searched, never shown). */
  keywords?: string;
  sources: AnswerSource[];
  /** The calculator a reader of this passage may want to open. */
  calculator?: AssistantCalculator;
}
