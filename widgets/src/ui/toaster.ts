/** A message for the page's notification region. */
export interface Toast {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success' | undefined;
  /** How long it stays once shown; default 5000 ms (spec part 1, section 8). */
  durationMs?: number | undefined;
  /**
   * The action the message reports on ('account-entry', 'admin-access', 'subscription'). A newer
   * message about the same action replaces the older one, on screen or waiting: after a failed
   * log-in and a good one, only the success is left to read.
   */
  action?: string | undefined;
}

export interface ShownToast extends Toast {
  id: number;
}

/**
 * The page's one queue of toasts. Spec part 1, section 8: "At most one toast is shown at a time".
 * What arrives while one shows waits its turn, in order of weight: a failure, then an outcome (a
 * success), then news (encouragement, greetings). A weightier message does not wait behind a lighter
 * one on screen: it takes its place, and the lighter one shows again after it. A message already
 * showing or waiting is not repeated. A message naming an `action` replaces the earlier message about
 * that action, wherever it is: what it said is no longer true.
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
  /**
   * Says the page just moved under the toast (a result scrolled into view): whoever shows the toast places it again
   * at once, in the same task as the scroll, so no frame is painted with the toast over what just arrived.
   */
  relayout(): void;
  onRelayout(listener: () => void): () => void;
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
  const relayoutListeners = new Set<() => void>();
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

  /** Drops what an earlier message said about the same action; true when it was the one on screen. */
  function supersede(toast: Toast): boolean {
    if (toast.action === undefined) return false;
    for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]!.action === toast.action) queue.splice(i, 1);
    return shown?.action === toast.action;
  }

  return {
    show(toast) {
      if (supersede(toast)) {
        // In the old message's place, with its own full display time and announced afresh.
        shown = { ...toast, id: nextId++ };
        startClock();
        notify();
        return;
      }
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
    relayout() {
      for (const listener of relayoutListeners) listener();
    },
    onRelayout(listener) {
      relayoutListeners.add(listener);
      return () => relayoutListeners.delete(listener);
    },
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
