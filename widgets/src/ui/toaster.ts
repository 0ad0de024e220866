/** A message for the page's notification region. */
export interface Toast {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success' | undefined;
  /** How long it stays once shown; default 5000 ms (spec part 1, section 8). */
  durationMs?: number | undefined;
}

export interface ShownToast extends Toast {
  id: number;
}

/**
 * The page's one queue of toasts. Spec part 1, section 8: "At most one toast is shown at a time".
 * What arrives while one shows waits its turn, in order of weight: a failure, then an outcome (a
 * success), then news (encouragement, greetings). A weightier message does not wait behind a lighter
 * one on screen: it takes its place, and the lighter one shows again after it. A message already
 * showing or waiting is not repeated.
 */
export interface Toaster {
  show(toast: Toast): void;
  /** Removes the toast on screen; the next waiting one follows. */
  dismiss(): void;
  current(): ShownToast | null;
  waiting(): readonly Toast[];
  subscribe(listener: (current: ShownToast | null) => void): () => void;
  /** Stops the clock while the reader hovers or focuses the toast (WCAG 2.2.1); release restarts it. */
  hold(): void;
  release(): void;
  /** Registers a box a toast must never cover (a result's amount); returns the unregistration. */
  keepClear(element: Element): () => void;
  keptClear(): readonly Element[];
}

/** Spec part 1, section 8: default display time. */
export const TOAST_DURATION_MS = 5000;
/** Past this many waiting messages the oldest of the lightest is dropped: stale news helps nobody. */
const MAX_WAITING = 4;

const sameMessage = (a: Toast, b: Toast) => a.title === b.title && (a.description ?? '') === (b.description ?? '');
const WEIGHT = { destructive: 2, success: 1, default: 0 } as const;
const weight = (toast: Toast) => WEIGHT[toast.variant ?? 'default'];

export function createToaster(durationMs = TOAST_DURATION_MS): Toaster {
  let shown: ShownToast | null = null;
  const queue: Toast[] = [];
  const listeners = new Set<(current: ShownToast | null) => void>();
  const kept = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let nextId = 1;

  const notify = () => {
    for (const listener of listeners) listener(shown);
  };
  const stopClock = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const startClock = () => {
    stopClock();
    if (shown && !held) timer = setTimeout(dismiss, shown.durationMs ?? durationMs);
  };
  function showNext() {
    const next = queue.shift();
    shown = next ? { ...next, id: nextId++ } : null;
    startClock();
    notify();
  }
  /** In order of weight; `ahead` puts it before the waiting messages of its own weight. */
  function enqueue(toast: Toast, ahead: boolean) {
    const at = queue.findIndex((waiting) => (ahead ? weight(waiting) <= weight(toast) : weight(waiting) < weight(toast)));
    queue.splice(at === -1 ? queue.length : at, 0, toast);
  }
  function dismiss() {
    stopClock();
    held = false;
    showNext();
  }

  return {
    show(toast) {
      if ((shown && sameMessage(shown, toast)) || queue.some((waiting) => sameMessage(waiting, toast))) return;
      if (shown && weight(toast) > weight(shown)) {
        const { id: _id, ...interrupted } = shown;
        enqueue(interrupted, true);
        enqueue(toast, true);
        showNext();
        return;
      }
      enqueue(toast, false);
      if (queue.length > MAX_WAITING) {
        const lightest = Math.min(...queue.map(weight));
        queue.splice(queue.findIndex((waiting) => weight(waiting) === lightest), 1);
      }
      if (!shown) showNext();
    },
    dismiss,
    current: () => shown,
    waiting: () => [...queue],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hold() {
      held = true;
      stopClock();
    },
    release() {
      if (!held) return;
      held = false;
      startClock();
    },
    keepClear(element) {
      kept.add(element);
      return () => kept.delete(element);
    },
    keptClear: () => [...kept],
  };
}

/**
 * The page's toaster, shared by every widget on the page (each in its own shadow root), by the site,
 * and by a second copy of this library if a page loads two: it lives on `globalThis` under a
 * registered symbol, not in this module.
 */
const PAGE_TOASTER = Symbol.for('securesplit.page-toaster.v1');

export function pageToaster(): Toaster {
  const holder = globalThis as typeof globalThis & { [PAGE_TOASTER]?: Toaster };
  return (holder[PAGE_TOASTER] ??= createToaster());
}

/**
 * A callback ref for a box toasts must never cover (a result's amount): `ref={keepClearOfToasts}`.
 * React 19 calls the returned cleanup when the box goes away.
 */
export function keepClearOfToasts(element: Element | null): (() => void) | undefined {
  return element ? pageToaster().keepClear(element) : undefined;
}
