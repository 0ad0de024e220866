import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decorator } from '@storybook/react-vite';
import { matchLocale, DEFAULT_LOCALE, type Locale } from '@securesplit/engine/locale';
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

/** The toolbar's language (the `locale` global in preview.ts), English when it is missing or unknown. */
export function toolbarLocale(globals: Record<string, unknown>): Locale {
  return matchLocale(typeof globals.locale === 'string' ? globals.locale : undefined) ?? DEFAULT_LOCALE;
}

/**
 * Speaks the toolbar's language by setting the preview page's `<html lang>`, which every converted widget follows
 * when it has no `locale` of its own (LocaleBoundary in widgets/src/runtime/i18n.tsx) — the same path as an embed on
 * a Spanish partner page. So a story that sets its own `locale` arg keeps it, and widgets not converted yet simply
 * stay English. Set during render, before the story below renders, so a switch re-renders it in the new language.
 */
export const withLocale: Decorator = (Story, context) => {
  document.documentElement.lang = toolbarLocale(context.globals);
  return <Story />;
};
