import { expect } from 'storybook/test';
import type { WidgetStoryParameters } from './decorators.js';
import { expectFitsItsHost, type shadowCanvas, toastCanvas } from './play.js';

type Canvas = Awaited<ReturnType<typeof shadowCanvas>>['canvas'];

/** What a premium story needs of Storybook's play context. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/** A story as the shared premium stories are written: parameters for the decorator, the theme, a play function. */
export interface PremiumStory {
  parameters?: WidgetStoryParameters;
  args?: { theme: 'dark' };
  play(context: PlayContext): Promise<void>;
}

/** The calculator's story file: how to fill its form and press its button, and what its result story checks. */
export interface PremiumStoryParts {
  fillAndSubmit(canvasElement: HTMLElement): Promise<{ canvas: Canvas }>;
  showsResult(canvasElement: HTMLElement): Promise<void>;
}

/**
 * The stories every premium calculator has in the same words: how the fake API answers the same filled
 * form (still calculating, a free account's count, signed out, the month's free calculations used, the
 * server down), and the result in the dark theme and at 360 px. Each story file exports them by name.
 */
export function premiumApiStories({ fillAndSubmit, showsResult }: PremiumStoryParts) {
  return {
    Calculating: {
      parameters: { api: 'pending' },
      play: async ({ canvasElement }) => {
        const { canvas } = await fillAndSubmit(canvasElement);
        await expect(await canvas.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
      },
    },
    FreeAccount: {
      parameters: { api: 'free-account' },
      play: async ({ canvasElement }) => {
        const { canvas } = await fillAndSubmit(canvasElement);
        await expect(await canvas.findByText('1 free premium calculation left this month.')).toBeVisible();
      },
    },
    SignedOut: {
      parameters: { api: 'signed-out' },
      play: async ({ canvasElement }) => {
        const { canvas } = await fillAndSubmit(canvasElement);
        const link = await canvas.findByRole('link', { name: 'Sign in' });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', '/dashboard');
      },
    },
    FreeCalculationsUsed: {
      parameters: { api: 'quota-used' },
      play: async ({ canvasElement }) => {
        const { canvas } = await fillAndSubmit(canvasElement);
        const link = await canvas.findByRole('link', { name: 'Subscribe to Premium' });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', '/subscribe');
      },
    },
    ServerError: {
      parameters: { api: 'server-error' },
      play: async ({ canvasElement }) => {
        await fillAndSubmit(canvasElement);
        await expect(await (await toastCanvas()).findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
      },
    },
    Dark: { args: { theme: 'dark' }, play: ({ canvasElement }) => showsResult(canvasElement) },
    Narrow360: {
      parameters: { width: 360 },
      play: async ({ canvasElement }) => {
        await showsResult(canvasElement);
        await expectFitsItsHost(canvasElement);
      },
    },
  } satisfies Record<string, PremiumStory>;
}
