import { z } from 'zod';
import { requireAccount } from '../../auth/sessions.js';
import { hasFullAccess } from '../../billing/entitlement.js';
import { HttpProblem } from '../../http/problem.js';
import { defineOperation } from '../operation.js';

const MembersGroupSchema = z
  .object({ url: z.string().meta({ description: 'The invitation link to the members’ private group (MEMBERS_GROUP_URL)' }) })
  .meta({ id: 'MembersGroup' });

/**
 * The members' private group (spec part 1: "a private social-media group for subscribers"): its link is given
 * only to a Full Access member, so it never sits in the public site's code nor in a free account's answers.
 */
export const membersGroupOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/members-group',
  operationId: 'getMembersGroup',
  auth: 'session',
  summary: 'The members’ private group',
  description:
    'The link to the private group for Full Access members, as MEMBERS_GROUP_URL sets it. 403 for an account ' +
    'without Full Access; 404 when no group is configured.',
  tag: 'Accounts',
  success: { status: 200, description: 'The link', schema: MembersGroupSchema, example: { url: 'https://www.facebook.com/groups/securesplit-members' } },
  errors: [401, 403, 404],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    ctx.set('Cache-Control', 'no-store');
    const url = deps.auth.config.membersGroupUrl;
    if (!url) throw new HttpProblem(404, 'There is no members’ group yet.');
    if (!(await hasFullAccess(deps.store, user, deps.now()))) {
      throw new HttpProblem(403, 'The members’ private group is part of Full Access.', { subscribeUrl: '/subscribe' });
    }
    return { body: { url } };
  },
});
