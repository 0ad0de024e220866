import type { AdminActor } from '../auth/admin.js';
import { callProvider } from '../billing/errors.js';
import { endSubscriptionOfDeletedAccount } from '../billing/service.js';
import { HttpProblem } from '../http/problem.js';
import type { OperationDeps } from '../routes/operation.js';
import type { DataDeletionRequest } from '../store/data-deletion-requests.js';

export const DELETION_DONE_MESSAGE =
  'Your data has been deleted: every lead, support request, account, calculation and session held under this email address.';

class AlreadyProcessed extends Error {}

/** Who processes a request: an admin in the admin area, or the person through the link mailed to them. */
export type DeletionProcessor = { kind: 'admin'; actor: AdminActor } | { kind: 'confirmation-link' };

/** As the request records it (shown to admins): the admin's label, which names an admin account's address. */
function recordedAs(by: DeletionProcessor): string {
  return by.kind === 'admin' ? `admin:${by.actor.label}` : 'confirmation-link';
}

/** As the log shows it: ids, never an address (an admin account by its user id). */
function loggedAs(by: DeletionProcessor): string {
  if (by.kind === 'confirmation-link') return 'confirmation-link';
  return by.actor.kind === 'account' ? `admin:user-${by.actor.userId}` : 'admin:token';
}

/**
 * Erases everything held under the request's email address (through the one place that knows every
 * table, accountData.eraseEmail), records on the request when and by whom, and mails the person the
 * confirmation. All or nothing: a request already processed (two admins at once, a link used twice)
 * answers 409 and deletes nothing more.
 */
export async function processDeletionRequest(
  deps: OperationDeps,
  request: DataDeletionRequest,
  processedBy: DeletionProcessor,
): Promise<{ erasedRows: number; processedAt: Date }> {
  if (request.processedAt !== null) throw alreadyProcessed();
  const email = request.email;
  const processedAt = deps.now();
  // As for an account deleted by its owner: a live subscription ends at the payment provider first; if
  // that fails (503), nothing is deleted and the request stays to be processed again.
  const account = await deps.store.users.findByEmail(email);
  if (account) {
    await callProvider(() => endSubscriptionOfDeletedAccount(deps.store, deps.billing.billing, account.id, deps.logger));
  }
  let erasedRows: number;
  try {
    erasedRows = await deps.store.transaction(async (stores) => {
      const { rows } = await stores.accountData.eraseEmail(email, { keepRequestId: request.id });
      const marked = await stores.dataDeletionRequests.markProcessed(request.id, {
        at: processedAt,
        by: recordedAs(processedBy),
        erasedRows: rows,
      });
      if (!marked) throw new AlreadyProcessed();
      return rows;
    });
  } catch (error) {
    if (error instanceof AlreadyProcessed) throw alreadyProcessed();
    throw error;
  }
  deps.logger.info({ requestId: request.id, erasedRows, processedBy: loggedAs(processedBy) }, 'data deletion request processed');
  // The confirmation the deletion page promises. Sent after the commit; a mail failure does not undo it.
  try {
    await deps.auth.mailer.send({
      to: email,
      subject: 'Your SecureSplit data has been deleted',
      text:
        `Hello,\n\nAs you asked, we have deleted the data SecureSplit held under this email address: leads and ` +
        `consultation requests, support requests, and the account with its calculations and sessions, if there was one ` +
        `(${erasedRows} records in all).\n\nThis is the last message we send to this address unless you contact us again.\n`,
    });
  } catch (error) {
    deps.logger.error({ err: error, requestId: request.id }, 'deletion confirmation mail failed');
  }
  return { erasedRows, processedAt };
}

function alreadyProcessed(): HttpProblem {
  return new HttpProblem(409, 'This deletion request has already been processed.');
}
