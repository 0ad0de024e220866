import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decorator } from '@storybook/react-vite';
import { adoptStyles } from '../../../widgets/src/runtime/stylesheet.js';
import { createFakeApi, type FakeApiMode } from '../../../widgets/src/test-support/fake-api.js';
import { BASE_CSS } from '../../../widgets/src/ui/styles.js';

/** Story parameters read by the decorator. */
export interface WidgetStoryParameters {
  /** How the fake API answers (default: with results). */
  api?: FakeApiMode;
  /** Constrain the story to this width in pixels (for example 360 for a small phone). */
  width?: number;
}

/** Renders the story inside an open shadow root with the widgets' stylesheet, as the custom element does. */
function ShadowHost({ children, width }: { children: ReactNode; width?: number | undefined }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [BASE_CSS]);
    setRoot(shadow);
  }, []);
  return (
    <div ref={host} className="securesplit-story-host" data-width={width ?? 'auto'} style={width ? { width, maxWidth: '100%' } : undefined}>
      {root ? createPortal(children, root) : null}
    </div>
  );
}

export const withWidgetFrame: Decorator = (Story, context) => {
  const parameters = context.parameters as WidgetStoryParameters;
  globalThis.fetch = createFakeApi(parameters.api ?? 'ok').fetch;
  return (
    <ShadowHost width={parameters.width}>
      <Story />
    </ShadowHost>
  );
};
