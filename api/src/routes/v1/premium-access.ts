import { z } from 'zod';
import {
  FREE_PREMIUM_CALCULATIONS_PER_MONTH,
  orAccessUnavailable,
  premiumAccessOf,
  premiumAccount,
  PREMIUM_UNAVAILABLE_PROBLEMS,
} from '../../premium/access.js';
import { defineOperation } from '../operation.js';

const PremiumAccessStatusSchema = z
  .object({
    signedIn: z.boolean(),
    kind: z.enum(['full', 'free', 'none']).meta({
      description: '`full`: Full Access; `free`: a signed-in account without it (free calculations apply); `none`: signed out',
    }),
    freeCalculationsRemaining: z.number().int().min(0).nullable().meta({
      description: 'Free premium calculations left this calendar month (UTC); null with Full Access or signed out',
    }),
    freeCalculationsPerMonth: z.literal(FREE_PREMIUM_CALCULATIONS_PER_MONTH),
    emailVerificationRequired: z.boolean().meta({
      description:
        'A free account whose email address is not verified yet: its free calculations stay locked (403) until it opens the link mailed to it. ' +
        'False with Full Access and when signed out',
    }),
  })
  .meta({ id: 'PremiumAccess' });

export const premiumAccessOperation = defineOperation({
  method: 'get',
  path: '/api/v1/premium/access',
  operationId: 'getPremiumAccess',
  auth: 'session-optional',
  summary: 'May I run the premium calculators?',
  description:
    'What the premium calculators will allow the person of this request: Full Access, a free account with the free ' +
    'calculations left this calendar month (UTC), or signed out. Reads only (nothing is counted); 200 whether or not ' +
    'signed in. The site’s unlock gate reads it; the calculators themselves decide again on every request.',
  tag: 'Premium calculators',
  success: {
    status: 200,
    description: 'The access',
    schema: PremiumAccessStatusSchema,
    example: {
      signedIn: true,
      kind: 'free',
      freeCalculationsRemaining: 1,
      freeCalculationsPerMonth: FREE_PREMIUM_CALCULATIONS_PER_MONTH,
      emailVerificationRequired: false,
    },
  },
  errors: [503],
  problems: PREMIUM_UNAVAILABLE_PROBLEMS,
  async handler({ ctx, deps }) {
    const now = deps.now();
    ctx.set('Cache-Control', 'no-store');
    const account = await orAccessUnavailable(() => premiumAccount(ctx, deps));
    if (!account) {
      return {
        body: {
          signedIn: false,
          kind: 'none',
          freeCalculationsRemaining: null,
          freeCalculationsPerMonth: FREE_PREMIUM_CALCULATIONS_PER_MONTH,
          emailVerificationRequired: false,
        },
      };
    }
    const access = await orAccessUnavailable(() => premiumAccessOf(deps, account.user, now));
    return { body: { signedIn: true, ...access, freeCalculationsPerMonth: FREE_PREMIUM_CALCULATIONS_PER_MONTH } };
  },
});
