/** Contact points shown on the support, deletion and notify pages. */
export const SUPPORT_EMAIL = 'support@securesplit.app';
export const PRIVACY_EMAIL = 'privacy@securesplit.app';
/** The legal pages' dates: the earlier product's were January 7 and July 16, 2025; ours were rewritten for this product. */
export const LEGAL_UPDATED = 'November 21, 2026';
