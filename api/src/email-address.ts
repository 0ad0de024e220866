/**
 * The one normalisation of an email address, used wherever one is stored, looked up, compared or keyed
 * (accounts, leads, support tickets, deletion requests, outbox mail, throttles, resets, verification):
 * surrounding spaces removed, lower case. Every table stores addresses in this form, so one equality
 * (and, for accounts, one unique index on `users.email`) decides whether two addresses are the same;
 * "Victim@Example.COM" and "victim@example.com" are one address everywhere.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
