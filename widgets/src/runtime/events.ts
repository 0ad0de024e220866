/** The calculator named in `securesplit:calculated` and `securesplit:pdf` (`households`: both households after tax). */
export type CalculatorName = 'child-support' | 'alimony' | 'budget' | 'property-division' | 'qdro' | 'tax-impact' | 'custody-costs' | 'households';

/**
 * The events every element dispatches on itself (`bubbles` and `composed`, so a listener on
 * `document` hears them). Details never carry personal data: no names, emails or amounts typed
 * into lead forms; a calculation's result is the engine's output for figures the user chose to share
 * with the calculator, which the host page asked for by embedding it.
 */
export interface WidgetEventMap {
  /** The element rendered for the first time (`element`: its tag name). */
  'securesplit:ready': { element: string };
  /** A calculation finished: the engine's result and the id the API stored it under. */
  'securesplit:calculated': { calculator: CalculatorName; result: unknown; calculationId: number | string | null };
  /**
   * A result's worksheet PDF was made and handed to the browser to save ("Download PDF"): which calculator's.
   * Only the name: the figures and the entries stay in the file.
   */
  'securesplit:pdf': { calculator: CalculatorName };
  /** A lead form was saved: which form, and the source it was saved under. */
  'securesplit:lead-submitted': { form: string; source: string };
  /**
   * A call failed: the HTTP status (null when the network failed) and the problem's title. From the
   * script-tag embed, status 0 says the element's own code could not load (it shows a link to the site).
   */
  'securesplit:error': { element: string; status: number | null; title: string };
}

/** The name of one of the events. */
export type WidgetEventType = keyof WidgetEventMap;

/** What a component calls to tell the outside world something happened. */
export type WidgetEmitter = <T extends WidgetEventType>(type: T, detail: WidgetEventMap[T]) => void;

export function dispatchWidgetEvent<T extends WidgetEventType>(
  target: EventTarget,
  type: T,
  detail: WidgetEventMap[T],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
