import type { MouseEvent } from 'react';
import type { Locale } from '@securesplit/engine/locale';
import { carryInputs } from '../locale/carry-inputs.js';
import { preloadSiteLocale } from '../locale/i18n.js';
import { localizedHref, rememberLocale } from '../locale/site-locale.js';
import { useRouter } from '../router.js';

/** Each language named in itself, so a reader finds their own whatever the page speaks. */
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: 'es', name: 'Español' },
  es: { locale: 'en', name: 'English' },
};

/**
 * The same page in the other language (issue 27 §2): a plain link (keyboard, new tab, no script), which on a
 * plain click keeps the query, the fragment and what the reader has typed, and remembers the choice.
 */
export function LanguageSwitch() {
  const { path, locale, navigate } = useRouter();
  const other = OTHER[locale];
  const query = `${window.location.search}${window.location.hash}`;
  const href = `${localizedHref(path, other.locale)}${query}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(other.locale);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    carryInputs(path);
    // The other language's messages first, so the page never shows half in one language.
    void preloadSiteLocale(other.locale).then(() => navigate(`${path}${window.location.search}${window.location.hash}`, { locale: other.locale }));
  };
  return (
    <a className="language-switch" href={href} lang={other.locale} hrefLang={other.locale} onClick={onClick}>
      {other.name}
    </a>
  );
}
