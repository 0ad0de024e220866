import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withLocale, withWidgetFrame } from '../stories/support/decorators.js';

// Play functions wait for what a story shows (a toast after a failed request, an answer). The 1 s default failed the
// assistant's error-toast story once while the whole suite loaded a two-core machine; waiting longer costs nothing
// when the element is already there.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // withLocale is outermost so the page's language is set before the widget (inside the frame) renders.
  decorators: [withWidgetFrame, withLocale],
  // The toolbar's language switch (issue 27): every widget that speaks Spanish follows it; the others stay English.
  globalTypes: {
    locale: {
      description: 'The language the widgets speak',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
