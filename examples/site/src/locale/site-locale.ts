import { DEFAULT_LOCALE, type Locale } from '@securesplit/engine/locale';
import { SPANISH_PREFIX } from '../route-paths.js';

/**
 * The site's languages by path (issue 27 §2): English at `/path`, Spanish at `/es/path` (the home at `/es/`).
 * The path says the language, so every page has one address per language for links, search engines and hreflang.
 */
export { SPANISH_PREFIX };

/** A path's language and the route it draws: `/es/households` → es, `/households`; `/es/` and `/es` → es, `/`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === SPANISH_PREFIX) return { locale: 'es', path: '/' };
  if (trimmed.startsWith(`${SPANISH_PREFIX}/`)) return { locale: 'es', path: trimmed.slice(SPANISH_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, path: trimmed };
}

/**
 * A site address (path, optional query and fragment, in English form) in a language: `/households?x=1` →
 * `/es/households?x=1`, `/#calculators` → `/es/#calculators`. Other addresses (the API, other sites, an
 * already-Spanish path) are returned as given.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale !== 'es' || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  if (splitLocalePath(path).locale === 'es') return href;
  return path === '/' ? `${SPANISH_PREFIX}/${rest}` : `${SPANISH_PREFIX}${path}${rest}`;
}

const REMEMBERED_KEY = 'securesplit.language';

/** The language the reader last chose with the switch, if any (storage can be off: then nothing is remembered). */
export function rememberedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(REMEMBERED_KEY);
    return value === 'es' || value === 'en' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(REMEMBERED_KEY, locale);
  } catch {
    // Private modes may refuse storage: the switch still works, it is only not remembered.
  }
}
