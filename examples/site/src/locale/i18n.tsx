import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, loadCatalogue, loadedCatalogue, translator, type Locale, type MessageId, type MessageValues } from '@securesplit/engine/locale';

/** The site's own words in the page's language (issue 27 §2): the engine's catalogues, ids under `site.`. */
export interface SiteI18n {
  locale: Locale;
  t: (id: MessageId & `site.${string}`, values?: MessageValues) => string;
}

const SiteI18nContext = createContext<SiteI18n | null>(null);

export function useSiteI18n(): SiteI18n {
  const value = useContext(SiteI18nContext);
  if (!value) throw new Error('useSiteI18n needs a SiteI18nProvider');
  return value;
}

/** Starts fetching a language's messages; the site renders once the page's own language is in (main.tsx). */
export function preloadSiteLocale(locale: Locale): Promise<unknown> {
  return loadCatalogue(locale).catch(() => loadCatalogue(DEFAULT_LOCALE));
}

/**
 * Gives the site its language (the path's). main.tsx loads that language's messages before the first render and the
 * language switch before it navigates, so a render never waits; a language reached otherwise (Back across a switch)
 * shows in the language already loaded for the moment its messages take to arrive.
 */
export function SiteI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [, setArrived] = useState(0);
  // Set while rendering, not after: a widget without a locale of its own reads <html lang> as it renders, and after
  // the language switch it must read the new one. Idempotent, so a repeated render changes nothing.
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) document.documentElement.lang = locale;
  const catalogue = loadedCatalogue(locale);
  useEffect(() => {
    if (catalogue) return undefined;
    let current = true;
    void preloadSiteLocale(locale).then(() => current && setArrived((count) => count + 1));
    return () => {
      current = false;
    };
  }, [catalogue, locale]);
  const messages = catalogue ?? loadedCatalogue(DEFAULT_LOCALE) ?? loadedCatalogue(locale === 'es' ? 'en' : 'es');
  const value = useMemo<SiteI18n | null>(() => (messages ? { locale, t: translator(messages) } : null), [locale, messages]);
  return value ? <SiteI18nContext.Provider value={value}>{children}</SiteI18nContext.Provider> : null;
}
