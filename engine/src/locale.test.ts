import { describe, expect, it } from 'vitest';
import { compiledSource } from '../scripts/compile-messages.js';
import { en } from './locale/catalogues/en.js';
import { es } from './locale/catalogues/es.js';
import { catalogueMismatches } from './locale/test-support.js';
import { formatIsoDate, formatMoney, loadCatalogue, matchLocale, negotiateLocale, translator } from './locale.js';
import { readFileSync } from 'node:fs';

describe('message catalogues', () => {
  it('English and Spanish have the same ids with the same ICU arguments', () => {
    expect(catalogueMismatches(en, es, 'es')).toEqual([]);
  });

  it('reports an id one catalogue lacks and an argument that differs', () => {
    const { 'childSupport.title': _dropped, ...withoutTitle } = es;
    const renamedArgument = { ...es, 'childSupport.payerIncomeOnly': 'La pauta de {estado} es un porcentaje.' };
    expect(catalogueMismatches(en, withoutTitle, 'es')).toEqual(['childSupport.title: missing in es']);
    expect(catalogueMismatches(en, { ...es, extra: 'x' }, 'es')).toEqual(['extra: only in es']);
    expect(catalogueMismatches(en, renamedArgument, 'es')).toEqual(['childSupport.payerIncomeOnly: arguments {state} but es has {estado}']);
    const otherChoices = { ...es, 'failure.rateLimited.minute': 'Demasiados {action, select, calc {cálculos} other {pedidos}}.' };
    expect(catalogueMismatches(en, otherChoices, 'es')).toHaveLength(1);
  });

  it('the committed compiled modules are what the catalogues compile to', () => {
    for (const locale of ['en', 'es'] as const) {
      const committed = readFileSync(new URL(`./locale/compiled/${locale}.ts`, import.meta.url), 'utf8');
      expect(committed, `run npm run messages -w @securesplit/engine`).toBe(compiledSource(locale));
    }
  });

  it('renders plurals and selects in each language', async () => {
    const t = translator(await loadCatalogue('es'));
    expect(t('failure.rateLimited.seconds', { action: 'calculation', count: 1 })).toBe('Demasiados cálculos desde su conexión — inténtelo de nuevo en 1 segundo.');
    expect(t('childSupport.overnights.total', { total: 1234 })).toBe('Total actual: 1,234 noches');
    const english = translator(await loadCatalogue('en'));
    expect(english('failure.rateLimited.seconds', { action: 'write', count: 30 })).toBe('Too many requests from your connection — try again in 30 seconds.');
  });
});

describe('locale negotiation', () => {
  it('takes the highest-weighted language we speak', () => {
    expect(negotiateLocale('es')).toBe('es');
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLocale('en-US,es;q=0.9')).toBe('en');
    expect(negotiateLocale('es;q=0, en')).toBe('en');
    expect(negotiateLocale('fr, de')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(matchLocale('ES_us')).toBe('es');
    expect(matchLocale('pt-BR')).toBeUndefined();
  });
});

describe('Intl formatting for the reader', () => {
  it('keeps US dollars as a US reader writes them in both languages', () => {
    expect(formatMoney(1049.79, 'es')).toBe('$1,049.79');
    expect(formatMoney(800, 'es')).toBe('$800');
    expect(formatMoney(1049.79, 'en')).toBe('$1,049.79');
  });

  it('writes dates as a Spanish reader does', () => {
    expect(formatIsoDate('2026-12-07', 'es')).toBe('7 de diciembre de 2026');
    expect(formatIsoDate('2026-12-07', 'en')).toBe('December 7, 2026');
  });
});
