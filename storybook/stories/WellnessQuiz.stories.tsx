import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WellnessQuiz } from '../../widgets/src/quiz/WellnessQuiz.js';
import { expectFitsItsHost, shadowCanvas, toastCanvas } from './support/play.js';

/**
 * `<securesplit-wellness-quiz>`: eight questions, one per screen, with progress; the result shows
 * the score out of 24, recommendations and next steps, a report dialog and a consultation booking.
 * Attributes: `api-base`, `partner`, `theme`, `calculators-url`, `scheduling-url`.
 */
const meta = {
  title: 'Quiz/Financial wellness quiz',
  component: WellnessQuiz,
  args: { theme: 'light', calculatorsUrl: '#calculators' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof WellnessQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

async function start(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Start the Quiz' }));
  return { root, canvas };
}

async function answerAll(canvasElement: HTMLElement) {
  const { root, canvas } = await start(canvasElement);
  for (let i = 0; i < 8; i++) {
    await userEvent.click(canvas.getAllByRole('radio')[2]!);
    await userEvent.click(canvas.getByRole('button', { name: i === 7 ? 'Get Results' : 'Next' }));
  }
  return { root, canvas };
}

export const Empty: Story = {};

export const Question: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await start(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await answerAll(canvasElement);
    await expect(await canvas.findByText('Scoring your answers…')).toBeVisible();
  },
};

export const Result: Story = {
  play: async ({ canvasElement }) => {
    const { root, canvas } = await answerAll(canvasElement);
    await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('16 / 24'));
    // The next steps lead somewhere: calculator steps link to the calculators, the consultation opens the booking.
    await expect(canvas.getByRole('link', { name: 'Build a post-divorce budget with the budget planner' })).toHaveAttribute('href', '#calculators');
    await expect(canvas.getByRole('button', { name: 'Book a free consultation to go over the recommendations above' })).toBeVisible();
  },
};

/** The quiz's score is exact arithmetic on the answers: it has no estimate state. */
export const Estimate: Story = { play: Result.play };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await answerAll(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Detailed Report' }));
    await expect(canvas.getByRole('button', { name: 'Get My Results' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    await answerAll(canvasElement);
    await expect(await (await toastCanvas()).findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' }, play: Result.play };

export const Narrow360: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await Question.play?.(context);
    await expectFitsItsHost(context.canvasElement);
  },
};
