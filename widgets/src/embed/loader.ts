import { ELEMENTS, reserveCss, type ElementTag } from '../elements/registry.js';
import { importChunk } from './import-chunk.js';
import { showLoadFailure } from './load-failure.js';

/**
 * embed.js: one script tag registers every SecureSplit element. It reserves each element's space
 * at once, then loads an element's code the first time one appears in the page (now or later).
 * Element chunks are ES modules next to this file (`embed/<name>.js`) and share one runtime
 * chunk. Loading the script twice is harmless: the second copy sees the first and stops.
 * A chunk that cannot load is tried once more; then each of its elements shows a message with a link
 * to the same calculator on the site embed.js came from, and dispatches `securesplit:error` (status 0).
 */
interface EmbedGlobal {
  __securesplitEmbed?: { base: string };
}

function scriptUrl(): string {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  return scripts.find((s) => /\/embed\.js(\?|#|$)/.test(s.src))?.src ?? location.href;
}

function reserveSpace(): void {
  const rules = Object.entries(ELEMENTS)
    .map(([tag, height]) => reserveCss(`:where(${tag}):not(:defined)`, height))
    .join('');
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Browsers without constructable stylesheets still get the elements, only without reserved space.
  }
}

function start(global: EmbedGlobal): void {
  if (global.__securesplitEmbed) return;
  const base = new URL('embed/', scriptUrl()).href;
  global.__securesplitEmbed = { base };
  reserveSpace();
  const siteOrigin = new URL(base).origin;
  const requested = new Set<ElementTag>();
  const failed = new Set<ElementTag>();
  const showFailures = (tag: ElementTag) => {
    for (const element of Array.from(document.querySelectorAll(tag))) showLoadFailure(element, { tag, ...ELEMENTS[tag] }, siteOrigin);
  };
  const scan = () => {
    for (const [tag, { chunk }] of Object.entries(ELEMENTS) as [ElementTag, (typeof ELEMENTS)[ElementTag]][]) {
      if (failed.has(tag)) showFailures(tag);
      if (requested.has(tag) || customElements.get(tag) || !document.querySelector(tag)) continue;
      requested.add(tag);
      importChunk(`${base}${chunk}.js`).catch((error: unknown) => {
        failed.add(tag);
        console.warn(`SecureSplit: could not load ${tag}`, error);
        showFailures(tag);
      });
    }
  };
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}

start(window as unknown as EmbedGlobal);
