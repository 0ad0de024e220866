/** Contact points shown on the support, deletion and notify pages. */
export const SUPPORT_EMAIL = 'support@securesplit.app';
export const PRIVACY_EMAIL = 'privacy@securesplit.app';
/** The legal pages' dates: the earlier product's were January 7 and July 16, 2025; ours were rewritten for this product. */
export const LEGAL_UPDATED = 'November 21, 2026';

/**
 * The scheduling service page the consultation dialogs embed after a request (700 px high, as the
 * product always showed it). Set at build time: VITE_SCHEDULING_URL=https://... npm run build.
 * Unset, the dialogs say an analyst will be in touch instead of embedding a page that is not there.
 */
export const SCHEDULING_URL: string | undefined = import.meta.env.VITE_SCHEDULING_URL || undefined;
