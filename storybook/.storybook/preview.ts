import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withWidgetFrame } from '../stories/support/decorators.js';

// Play functions wait for what a story shows (a toast after a failed request, an answer). The 1 s default failed the
// assistant's error-toast story once while the whole suite loaded a two-core machine; waiting longer costs nothing
// when the element is already there.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withWidgetFrame],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
