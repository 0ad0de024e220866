/** Shown one after another while a calculation runs (spec part 1, section 2: 6 messages, every 3 s). */
export const LOADING_MESSAGES = [
  'Working through the numbers with you…',
  'Applying your state’s guideline…',
  'You are taking a careful step for your family.',
  'Checking each line of the worksheet…',
  'Good decisions start with clear numbers.',
  'Almost there. Thank you for your patience.',
] as const;

/**
 * The error and success toasts of spec part 1, section 8, word for word. The spec's generic write
 * failures ("Failed to sign up for newsletter. Please try again.") hid what happened; a failed write
 * now says it (api/failure-message.ts), and the calculators' messages are for a rejected form only.
 */
export const TOASTS = {
  childSupportFailed: { title: "Let's Try Again", description: "We're here to help you through this. Double-check your information and try again." },
  alimonyFailed: { title: "Let's Work Through This Together", description: "We're here to help. Double-check your dates and income information." },
  budgetFailed: { title: "Let's Get This Right", description: "We're here to help. Please check your numbers and try again." },
  missingAll: { title: 'Missing Information', description: 'Please fill in all fields.' },
  missingRequired: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  missingFeedback: { title: 'Missing Information', description: 'Please fill in all required fields and provide a rating.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  calculationComplete: { title: 'Calculation Complete' },
  budgetComplete: { title: 'Budget Analysis Complete' },
  newsletterDone: { title: 'Welcome to our newsletter!' },
  alreadySubscribed: { title: "You're already subscribed", description: 'This email address already gets our newsletter; nothing else to do.' },
  waitlistDone: { title: 'Welcome to the Waitlist!' },
  feedbackDone: { title: 'Thank you for your feedback!' },
  leadDone: { title: 'Success!', description: 'Your information has been saved. We will email you your detailed results.' },
} as const;
