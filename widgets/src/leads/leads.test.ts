import { describe, expect, it } from 'vitest';
import { feedbackLead } from './Feedback.js';
import { consultationTags, leadTags } from './tags.js';

describe('lead payloads (spec part 1, sections 3 and 9)', () => {
  it.each([
    ['strategy-session', ['strategy-session', 'high-value-prospect']],
    ['professional-consultation', ['professional-consultation', 'business-lead']],
    ['free-consultation', ['free-consultation', 'lead']],
  ] as const)('tags a %s booking', (type, tags) => {
    expect(consultationTags(type)).toEqual(tags);
  });

  it('adds the app tag always and the partner tag when embedded by one', () => {
    expect(leadTags(['newsletter'], undefined)).toEqual(['securesplit', 'newsletter']);
    expect(leadTags(['newsletter'], 'family-blog')).toEqual(['securesplit', 'newsletter', 'partner:family-blog']);
  });

  it('splits the feedback name and combines subject, message, user type and rating in the notes', () => {
    const lead = feedbackLead({ name: ' Mary Ann  Smith ', email: 'm@example.com ', category: 'bug-report', userType: 'mediator', subject: 'Totals', message: 'Budget total looks off' }, 4, undefined);
    expect(lead).toMatchObject({ firstName: 'Mary', lastName: 'Ann Smith', email: 'm@example.com', calculationType: 'feedback', calculationId: null, leadType: 'feedback' });
    expect(lead.tags).toEqual(['securesplit', 'bug-report', 'rating-4', 'feedback-widget']);
    expect(lead.notes).toBe('Subject: Totals\nMessage: Budget total looks off\nUser type: mediator\nRating: 4/5');
  });
});
