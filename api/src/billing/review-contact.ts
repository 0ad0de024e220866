import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../leads/fields.js';

/**
 * What the analyst needs to arrange the $99 priority review (issue 33 §5), asked before checkout and
 * stored with the order: who to contact, at which address and (optionally) number, and when the buyer
 * prefers to talk, in their own time zone.
 */
export const REVIEW_PREFERRED_TIMES = ['weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekend', 'any'] as const;
export type ReviewPreferredTime = (typeof REVIEW_PREFERRED_TIMES)[number];

/** How the site and the analysts' queue name each preferred time. */
export const PREFERRED_TIME_LABELS: Record<ReviewPreferredTime, string> = {
  'weekday-morning': 'Weekday mornings (9 am–12 pm)',
  'weekday-afternoon': 'Weekday afternoons (12–5 pm)',
  'weekday-evening': 'Weekday evenings (5–8 pm)',
  weekend: 'Weekends',
  any: 'Any time',
};

/**
 * A phone number as typed: an optional leading +, then 7 to 15 digits (E.164's most) among spaces,
 * dots, dashes and brackets; blank means none. The same pattern is checked and documented.
 */
const PHONE_PATTERN = '^ *(?:\\+?(?:[ ().-]*[0-9]){7,15}[ ().-]*)? *$';
export const INVALID_PHONE_MESSAGE = 'Enter a phone number of 7 to 15 digits (spaces, dashes, brackets and a leading + are fine)';

/** An IANA zone name's shape (America/Chicago, Etc/GMT+5, UTC); the browser's own name is what the site sends. */
const TIME_ZONE_PATTERN = '^ *(?:[A-Za-z][A-Za-z0-9_+-]*(?:/[A-Za-z0-9_+-]+)*)? *$';

export const ReviewContactSchema = z
  .object({
    name: requiredText(200, 'Please enter your name.'),
    email: emailField('Please enter your email address.'),
    phone: optionalText(40, 'Keep the phone number under 40 characters')
      .refine((text) => text === undefined || new RegExp(PHONE_PATTERN).test(text), { message: INVALID_PHONE_MESSAGE })
      .meta({ type: 'string', maxLength: 40, pattern: PHONE_PATTERN, description: 'Optional; the analyst calls it if given, else emails', examples: ['+1 (555) 010-2030'] }),
    preferredTime: z
      .enum(REVIEW_PREFERRED_TIMES, { message: `preferredTime must be one of ${REVIEW_PREFERRED_TIMES.join(', ')}` })
      .meta({ description: 'When the buyer prefers to be contacted and to hold the review, in their time zone' }),
    timeZone: optionalText(64, 'Keep the time zone under 64 characters')
      .refine((text) => text === undefined || new RegExp(TIME_ZONE_PATTERN).test(text), { message: 'timeZone must be a time zone name such as America/Chicago' })
      .meta({ type: 'string', maxLength: 64, pattern: TIME_ZONE_PATTERN, description: 'Optional IANA time zone name (the browser’s), e.g. America/Chicago', examples: ['America/Chicago'] }),
  })
  .meta({ id: 'ReviewContact', description: 'Who the analyst contacts to arrange the review, and when' });

export type ReviewContact = z.output<typeof ReviewContactSchema>;
