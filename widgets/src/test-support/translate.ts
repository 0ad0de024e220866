import { loadedCatalogue, translator, type Translate } from '@securesplit/engine/locale';

function loaded(locale: 'en' | 'es'): Translate {
  const catalogue = loadedCatalogue(locale);
  if (!catalogue) throw new Error(`The ${locale} messages are loaded by src/test-support/locale-setup.ts; is it in setupFiles?`);
  return translator(catalogue);
}

/** The English and Spanish messages, for tests of converted code (loaded before every test file). */
export const englishT: Translate = loaded('en');
export const spanishT: Translate = loaded('es');
