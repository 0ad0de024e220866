import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  formatMoney,
  formatNumber,
  loadCatalogue,
  loadedCatalogue,
  matchLocale,
  translator,
  type CompiledCatalogue,
  type Locale,
  type MessageId,
  type MessageValues,
  type Translate,
} from '@securesplit/engine/locale';

/** What a converted component needs to speak the reader's language. */
export interface I18n {
  locale: Locale;
  t: Translate;
  /** US dollars as the reader writes them ($1,049.79 in both languages), cents only when there are some. */
  money: (dollars: number) => string;
  /** A number with up to two decimals, as the reader writes it. */
  number: (value: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** The language of a converted component; it must sit inside a LocaleBoundary (every converted widget has one). */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('A translated SecureSplit widget part was rendered outside its LocaleBoundary');
  return value;
}

/** The language when a LocaleBoundary is above, else undefined (shared parts that are not converted everywhere yet). */
export function useOptionalI18n(): I18n | null {
  return useContext(I18nContext);
}

/**
 * For parts shared with widgets not converted yet: the message in the reader's language under a LocaleBoundary,
 * else the English given (which is the English catalogue's text for that id).
 */
export function useSay(): (id: MessageId, english: string, values?: MessageValues) => string {
  const i18n = useContext(I18nContext);
  return (id, english, values) => (i18n ? i18n.t(id, values) : english);
}

/**
 * The widget's language: its `locale` attribute when we speak it, else the host page's `<html lang>`, else
 * English. Read at render, so a page that sets its language before the element mounts is followed.
 */
export function widgetLocale(attribute: string | undefined): Locale {
  const pageLanguage = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return matchLocale(attribute) ?? matchLocale(pageLanguage) ?? DEFAULT_LOCALE;
}

function i18nFor(locale: Locale, catalogue: CompiledCatalogue): I18n {
  return { locale, t: translator(catalogue), money: (dollars) => formatMoney(dollars, locale), number: (value) => formatNumber(value, locale) };
}

/**
 * Gives its children the reader's language: fetches that one language's messages (a chunk of its own in the
 * embed), rendering nothing until they arrive — the element's reserved height holds the space meanwhile. Inside
 * another LocaleBoundary it only passes through, so a calculator reused inside the tabs speaks the tabs' language.
 */
export function LocaleBoundary({ locale: requested, children }: { locale?: string | undefined; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const locale = outer?.locale ?? widgetLocale(requested);
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: CompiledCatalogue } | null>(() => {
    const ready = loadedCatalogue(locale);
    return ready ? { locale, messages: ready } : null;
  });
  useEffect(() => {
    if (outer || catalogue?.locale === locale) return;
    let current = true;
    // A Spanish chunk that cannot be fetched should not leave an empty box: English is better than nothing.
    void loadCatalogue(locale)
      .catch(() => loadCatalogue(DEFAULT_LOCALE))
      .then((messages) => {
        if (current) setCatalogue({ locale, messages });
      });
    return () => {
      current = false;
    };
  }, [outer, locale, catalogue]);
  const value = useMemo(() => (catalogue && catalogue.locale === locale ? i18nFor(locale, catalogue.messages) : null), [catalogue, locale]);
  if (outer) return <>{children}</>;
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}
