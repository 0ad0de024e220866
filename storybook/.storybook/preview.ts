import type { Preview } from '@storybook/react-vite';
import { withWidgetFrame } from '../stories/support/decorators.js';

const preview: Preview = {
  decorators: [withWidgetFrame],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
