import { dispatchWidgetEvent } from '../runtime/events.js';

/** What the loader knows about an element whose code could not load. */
export interface UnloadedElement {
  /** The custom element name, `securesplit-...`. */
  tag: string;
  /** What it is, for the message ("child support calculator"). */
  name: string;
  /** Where the same thing is on the SecureSplit site, from its root ("/#calculators"). */
  page: string;
}

/** Set on an element once it shows the message, so it is shown (and announced) once. */
export const FAILED_ATTRIBUTE = 'data-securesplit-unavailable';

// A constructed stylesheet: a partner page's CSP without 'unsafe-inline' does not block it, and the
// shadow root keeps the partner's CSS out; `all: initial` also drops what the host element would pass
// down by inheritance (a partner's `* { letter-spacing }`). Colours are the widgets' own, AA on white.
const FAILURE_CSS =
  '.ss-unavailable{all:initial;display:block;box-sizing:border-box;margin:0;padding:16px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:left}' +
  '.ss-unavailable a{color:#1d4ed8;text-decoration:underline;cursor:pointer}.ss-unavailable a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';

function failureSheet(): CSSStyleSheet[] {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(FAILURE_CSS);
    return [sheet];
  } catch {
    return []; // no constructable stylesheets: the message still shows, unstyled
  }
}

/**
 * Fills an element whose code could not load with a short message and a link to the same thing on
 * the SecureSplit site (`siteOrigin`, where embed.js came from), inside the space it reserved, and
 * dispatches `securesplit:error` with status 0 on it. Nothing is thrown: the host page sees no error.
 */
export function showLoadFailure(element: Element, unloaded: UnloadedElement, siteOrigin: string): void {
  if (element.hasAttribute(FAILED_ATTRIBUTE) || customElements.get(unloaded.tag)) return;
  element.setAttribute(FAILED_ATTRIBUTE, '');
  let shadow: ShadowRoot;
  try {
    shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    return; // the host page attached a closed root of its own: leave the element alone
  }
  shadow.adoptedStyleSheets = failureSheet();
  const box = document.createElement('p');
  box.className = 'ss-unavailable';
  box.setAttribute('role', 'status');
  box.setAttribute('part', 'unavailable');
  const link = document.createElement('a');
  link.href = new URL(unloaded.page, siteOrigin).href;
  link.textContent = `Use the ${unloaded.name} on SecureSplit`;
  box.append(`The ${unloaded.name} could not load here. `, link, '.');
  shadow.replaceChildren(box);
  dispatchWidgetEvent(element, 'securesplit:error', { element: unloaded.tag, status: 0, title: `The ${unloaded.name} could not load` });
}
