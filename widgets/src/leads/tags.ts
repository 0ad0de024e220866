import { APP_TAG } from '../shared/constants.js';

/** The three booking variants of spec part 1, section 2. */
export type ConsultationType = 'free-consultation' | 'strategy-session' | 'professional-consultation';

/** Spec part 1, section 9: the app tag, the type tags, and the partner's tag when one embeds us. */
export function leadTags(typeTags: readonly string[], partner: string | undefined): string[] {
  return [APP_TAG, ...typeTags, ...(partner ? [`partner:${partner}`] : [])];
}

export function consultationTags(type: ConsultationType): string[] {
  if (type === 'strategy-session') return ['strategy-session', 'high-value-prospect'];
  if (type === 'professional-consultation') return ['professional-consultation', 'business-lead'];
  return ['free-consultation', 'lead'];
}

export const CONSULTATION_TITLES: Record<ConsultationType, string> = {
  'free-consultation': 'Book Your Free 30-Minute Consultation',
  'strategy-session': 'Book Your Strategy Session',
  'professional-consultation': 'Book a Professional Consultation',
};
