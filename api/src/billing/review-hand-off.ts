import { z } from 'zod';
import type { Store } from '../store/index.js';
import type { ReviewHandOff } from '../store/review-purchases.js';

/** The most calculations handed to the analyst with one review. */
const MAX_HANDED_OFF = 20;

/**
 * The $99 review's hand-off (issue 32 §2): the buyer says, in a plain sentence, that the analyst may see the
 * calculations they chose. `consent` must be true: without it nothing is sent, and nothing is shown to the analyst.
 */
const idList = (what: string) =>
  z
    .array(z.number({ message: `Each ${what} id must be a number` }).int(`Each ${what} id must be a whole number`).positive(`Each ${what} id must be positive`))
    .max(MAX_HANDED_OFF, `Share at most ${MAX_HANDED_OFF} ${what}s with the analyst`)
    .optional();

export const ReviewHandOffSchema = z
  .strictObject({
    consent: z.literal(true, { message: 'Tick the box to share these calculations with the analyst, or leave the hand-off out' }).meta({
      description: 'The buyer agreed to: "Share the calculations I chose with the analyst who reviews my case." Only true is accepted.',
    }),
    calculationIds: idList('calculation').meta({ description: 'Saved calculations of the signed-in account (from its history)', examples: [[42]] }),
    scenarioIds: idList('scenario').meta({ description: 'Named scenarios of the signed-in account', examples: [[3]] }),
  })
  .refine((body) => (body.calculationIds?.length ?? 0) + (body.scenarioIds?.length ?? 0) > 0, {
    message: 'Choose at least one calculation or scenario to share with the analyst',
    path: ['calculationIds'],
  })
  .meta({ id: 'ReviewHandOff', description: 'Optional; signed in only: the saved calculations the analyst may see, with the buyer’s consent (at least one)' });

export type ReviewHandOffInput = z.output<typeof ReviewHandOffSchema>;

/** The hand-off to record, or the field errors that refuse it (signed out; a calculation that is not the account's). */
export async function checkHandOff(
  store: Store,
  handOff: ReviewHandOffInput,
  userId: number | undefined,
  now: Date,
): Promise<{ handOff: ReviewHandOff } | { errors: { path: string; message: string }[] }> {
  if (userId === undefined) return { errors: [{ path: 'handOff', message: 'Log in to share your saved calculations with the analyst' }] };
  const ids = [...new Set(handOff.calculationIds ?? [])];
  const scenarioIds = [...new Set(handOff.scenarioIds ?? [])];
  const errors: { path: string; message: string }[] = [];
  for (const [index, id] of ids.entries()) {
    const calculation = await store.calculations.findById(id);
    if (!calculation || calculation.userId !== userId) errors.push({ path: `handOff.calculationIds.${index}`, message: `Your history has no calculation ${id}` });
  }
  for (const [index, id] of scenarioIds.entries()) {
    if (!(await store.scenarios.findForUser(userId, id))) errors.push({ path: `handOff.scenarioIds.${index}`, message: `You have no scenario ${id}` });
  }
  if (errors.length > 0) return { errors };
  return { handOff: { consentedAt: now, calculationIds: ids, scenarioIds } };
}
