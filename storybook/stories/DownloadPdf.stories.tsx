import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChildSupportCalculator } from '../../widgets/src/child-support/ChildSupportCalculator.js';
import { choose, expectFitsItsHost, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/**
 * "Download PDF" on a result (issue 26 §3): the input the result was computed from is posted to
 * `POST /api/v1/worksheets` and the worksheet PDF is saved through a temporary `<a download>` in the shadow root.
 * While the PDF is made the button reads "Preparing PDF…" and is disabled (its status line says so); a failure
 * shows the toast every other failure shows. The host page hears `securesplit:pdf` `{ calculator }`.
 */
const meta = {
  title: 'Results/Download PDF',
  component: ChildSupportCalculator,
  args: { state: 'new-york', theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof ChildSupportCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A child support result, and its panel. */
async function result(canvasElement: HTMLElement) {
  const { root } = await shadowCanvas(canvasElement);
  await typeInto(root, 'custodialParentIncome', '3000');
  await typeInto(root, 'nonCustodialParentIncome', '5000');
  await choose(root, 'numberOfChildren', '2');
  await choose(root, 'custodyArrangement', 'primary');
  await userEvent.click(within(root.querySelector<HTMLElement>('.ss-root')!).getByRole('button', { name: 'Calculate Child Support' }));
  await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('$1,154.38'));
  return { root, panel: within(root.querySelector<HTMLElement>('.ss-results')!) };
}

/** The result with its Download PDF beside Print, ready. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await result(canvasElement);
    const button = panel.getByRole('button', { name: 'Download PDF' });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
  },
};

/** Pressed: the server is making the PDF (the fake API does not answer). */
export const Preparing: Story = {
  parameters: { api: 'pdf-pending' },
  play: async ({ canvasElement }) => {
    const { panel } = await result(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Download PDF' }));
    await expect(await panel.findByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    await expect(panel.getByTestId('pdf-status')).toHaveTextContent('Preparing PDF…');
  },
};

/** Pressed too often: the 429's toast says how long to wait; the button is ready again and the result stays. */
export const Failed: Story = {
  parameters: { api: 'pdf-rate-limited' },
  play: async ({ canvasElement }) => {
    const { panel, root } = await result(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Download PDF' }));
    await expect(await (await toastCanvas()).findByText('Too many requests from your connection — try again in 30 seconds.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(root.querySelector('[part=amount]')?.textContent).toBe('$1,154.38');
  },
};

/** A small phone: the button stays inside the widget. */
export const Narrow320: Story = {
  parameters: { width: 320 },
  play: async (context) => {
    await Idle.play?.(context);
    await expectFitsItsHost(context.canvasElement);
  },
};
