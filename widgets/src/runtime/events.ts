/**
 * The events every element dispatches on itself (`bubbles` and `composed`, so a listener on
 * `document` hears them). Details never carry personal data: no names, emails or amounts typed
 * into lead forms; a calculation's result is the engine's output for figures the user chose to share
 * with the calculator, which the host page asked for by embedding it.
 */
export type CalculatorName = 'child-support' | 'alimony' | 'budget';

export interface WidgetEventMap {
  'securesplit:ready': { element: string };
  'securesplit:calculated': { calculator: CalculatorName; result: unknown; calculationId: number | string | null };
  'securesplit:lead-submitted': { form: string; source: string };
  'securesplit:error': { element: string; status: number | null; title: string };
}

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
