/**
 * Lead kinds of the product (spec part 1 section 3, part 2 section 7) and their tag rules
 * (part 1 section 9): every lead carries the app tag and a type tag; bookings and guidance add more.
 */
export const APP_TAG = 'securesplit';

export const BOOKING_VARIANTS = ['free-consultation', 'strategy-session', 'professional-consultation'] as const;
export const LEAD_KINDS = [
  'guidance',
  'booking',
  'newsletter',
  'professional-waitlist',
  'feedback',
  'app-launch-notification',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const PROFESSIONS = ['attorney', 'mediator', 'cdfa', 'financial-planner', 'cpa', 'other'] as const;
export const CLIENT_VOLUMES = ['1-5', '6-15', '16-30', '30+'] as const;
export const TIMELINES = ['immediately', '1-3-months', '3-6-months', '6-12-months', 'exploring'] as const;

/**
 * Which kind a payload is. The earlier product's forms said so through `leadType` (newsletter,
 * professional-waitlist, feedback, or a booking variant), the notify form through
 * `calculationType: app-launch-notification`, and the guidance dialog by sending no leadType.
 * A leadType we do not know is a booking, which the spec's "otherwise" rule covers.
 */
export function leadKindOf(leadType: string | undefined, calculationType: string | undefined): LeadKind {
  if (leadType === undefined || leadType === 'guidance') {
    return calculationType === 'app-launch-notification' ? 'app-launch-notification' : 'guidance';
  }
  if ((LEAD_KINDS as readonly string[]).includes(leadType) && leadType !== 'booking') return leadType as LeadKind;
  return 'booking';
}

/** The server's tags for a lead: app tag, type tag, the kind's own tags, then the client's tags. */
export function tagsFor(
  lead: { kind: LeadKind; leadType: string; profession?: string | undefined },
  clientTags: readonly string[],
): string[] {
  const tags: string[] = [APP_TAG, lead.leadType];
  switch (lead.kind) {
    case 'booking':
      if (lead.leadType === 'strategy-session') tags.push('strategy-session', 'high-value-prospect');
      else if (lead.leadType === 'professional-consultation') tags.push('professional-consultation', 'business-lead');
      else tags.push('free-consultation', 'lead');
      break;
    case 'guidance':
      tags.push('lead', 'newsletter');
      break;
    case 'professional-waitlist':
      if (lead.profession) tags.push(lead.profession);
      break;
    default:
      break;
  }
  return [...new Set([...tags, ...clientTags].filter((t) => t !== ''))];
}
