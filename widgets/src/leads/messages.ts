import { useSay } from '../runtime/i18n.js';
import { TOASTS } from '../shared/messages.js';
import type { Toast } from '../ui/toaster.js';

/**
 * The lead forms' messages in the reader's language (issue 27). The dialogs are shared with widgets not converted
 * yet, so without a LocaleBoundary above they say the English of TOASTS, which the English catalogue repeats.
 */
export function useLeadMessages() {
  const say = useSay();
  const missing = say('leads.missing.title', TOASTS.missingAll.title);
  return {
    missingAll: { title: missing, description: say('leads.missing.all', TOASTS.missingAll.description) },
    missingRequired: { title: missing, description: say('leads.missing.required', TOASTS.missingRequired.description) },
    missingFeedback: { title: missing, description: say('leads.missing.feedback', TOASTS.missingFeedback.description) },
    invalidEmail: { title: say('leads.invalidEmail.title', TOASTS.invalidEmail.title), description: say('leads.invalidEmail.description', TOASTS.invalidEmail.description) },
    alreadySubscribed: {
      title: say('leads.alreadySubscribed.title', TOASTS.alreadySubscribed.title),
      description: say('leads.alreadySubscribed.description', TOASTS.alreadySubscribed.description),
    },
    leadDone: { title: say('leads.done.lead.title', TOASTS.leadDone.title), description: say('leads.done.lead.description', TOASTS.leadDone.description) },
    newsletterDone: { title: say('leads.done.newsletter', TOASTS.newsletterDone.title) },
    waitlistDone: { title: say('leads.done.waitlist', TOASTS.waitlistDone.title) },
    feedbackDone: { title: say('leads.done.feedback', TOASTS.feedbackDone.title) },
  } satisfies Record<string, Toast>;
}

/** One of useLeadMessages' toasts, by name. */
export type LeadMessages = ReturnType<typeof useLeadMessages>;
