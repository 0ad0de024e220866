/**
 * The audit log's actions in words. The log stores machine names ("session.check"); shown raw, with the refused
 * badge run on, a person read "session.checkrefused" (issue 33 §6).
 */
const ACTIONS: Record<string, { done: string; tried: string }> = {
  'session.check': { done: 'Opened the admin area', tried: 'open the admin area' },
  'stats.read': { done: 'Viewed the dashboard statistics', tried: 'view the dashboard statistics' },
  'waitlist.read': { done: 'Viewed the waitlist', tried: 'view the waitlist' },
  'audit-log.read': { done: 'Viewed the admin activity', tried: 'view the admin activity' },
  'deletion-requests.read': { done: 'Viewed the data deletion requests', tried: 'view the data deletion requests' },
  'deletion-request.process': { done: 'Processed a data deletion request', tried: 'process a data deletion request' },
  'deletion-request.processed': { done: 'Processed a data deletion request', tried: 'process a data deletion request' },
  'review-queue.read': { done: 'Viewed the priority review queue', tried: 'view the priority review queue' },
  'export.json': { done: 'Exported all data (JSON)', tried: 'export all data (JSON)' },
};

/** What an admin did, as a sentence: "Viewed the waitlist". */
export function describeAdminAction(action: string): string {
  const known = ACTIONS[action];
  if (known) return known.done;
  const csv = /^export\.csv\.(.+)$/.exec(action);
  if (csv) return `Exported ${csv[1]!.replace(/[-_]/g, ' ')} (CSV)`;
  // A new action not named here yet: its words, not its dots.
  const words = actionWords(action);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a refused request tried to do, to follow the "Refused" badge as one phrase: "Refused attempt to
 * view the waitlist" (with the past tense, a person read "Refused Viewed the waitlist").
 */
export function describeRefusedAdminAction(action: string): string {
  const known = ACTIONS[action];
  if (known) return `attempt to ${known.tried}`;
  const csv = /^export\.csv\.(.+)$/.exec(action);
  if (csv) return `attempt to export ${csv[1]!.replace(/[-_]/g, ' ')} (CSV)`;
  return `attempt: ${actionWords(action)}`;
}

const actionWords = (action: string) => action.replace(/[._-]+/g, ' ').trim();
