/**
 * Languages: message catalogues (ICU MessageFormat, compiled by @messageformat/core) and Intl formatting for the
 * reader's locale. A light entry point for widgets, the site, the API and the CLI: it holds no messages itself;
 * `loadCatalogue` imports one language's compiled module, which bundlers split into its own chunk, so an embed
 * downloads only the language it shows. See docs/ARCHITECTURE.md ("Languages") and docs/glossary-es.md.
 */
import type { CompiledCatalogue, Locale, MessageId, MessageValues } from './locale/types.js';

export type { CompiledCatalogue, Locale, MessageId, MessageValues };

export const LOCALES: readonly Locale[] = ['en', 'es'];
export const DEFAULT_LOCALE: Locale = 'en';

/** `es`, `es-MX`, `ES_us` → `es`; anything we do not speak → undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language);
}

/**
 * The language to answer in for an `Accept-Language` header (RFC 9110 §12.5.4): the highest-weighted range we
 * speak, ties in the order given; `*` or nothing we speak gives English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { locale: matchLocale(range), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r): r is { locale: Locale; weight: number; index: number } => r.locale !== undefined && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.locale ?? DEFAULT_LOCALE;
}

/** The Intl locale a language formats with: our readers are in the US, so Spanish is `es-US` ($1,049.79; 7 de diciembre de 2026). */
export function intlLocale(locale: Locale): 'en-US' | 'es-US' {
  return locale === 'es' ? 'es-US' : 'en-US';
}

const loaded = new Map<Locale, CompiledCatalogue>();

/** One language's compiled messages, fetched once (a separate chunk in a bundle). */
export async function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const module = locale === 'es' ? await import('./locale/compiled/es.js') : await import('./locale/compiled/en.js');
  loaded.set(locale, module.default);
  return module.default;
}

/** The catalogue if `loadCatalogue` has already fetched it, so a render need not wait. */
export function loadedCatalogue(locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(locale);
}

/** Renders a message by id with its arguments. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function translator(catalogue: CompiledCatalogue): Translate {
  return (id, values) => catalogue[id](values);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: Locale, cents: boolean): Intl.NumberFormat {
  const key = `${locale}:${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** US dollars for the reader: cents only when the amount has them ("$1,049.79", "$800"), in both languages. */
export function formatMoney(dollars: number, locale: Locale): string {
  return moneyFormat(locale, !Number.isInteger(dollars)).format(dollars);
}

/** A plain number with up to two decimals ("12,345.5"). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(value);
}

/** YYYY-MM-DD as the reader writes a date ("December 7, 2026"; "7 de diciembre de 2026"), with no time-zone shift. */
export function formatIsoDate(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(intlLocale(locale), { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
