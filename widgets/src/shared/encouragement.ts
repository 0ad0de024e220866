import { signal, type Signal } from '@preact/signals-react';

export type EncouragementType = 'success' | 'encouragement' | 'milestone' | 'guidance';
export type GuidanceEvent = 'calculationComplete' | 'complexForm' | 'budgetDeficit';

export interface Encouragement {
  type: EncouragementType;
  message: string;
  duration?: number;
}

/** Spec part 1, sections 4 and 9: 5 s by default, 8 s for the first visit, shown 1 s after arrival. */
export const ENCOURAGEMENT_DEFAULT_MS = 5000;
export const FIRST_VISIT_DELAY_MS = 1000;
export const FIRST_VISIT_DURATION_MS = 8000;
const HISTORY_SIZE = 5;
export const FIRST_VISIT_KEY = 'securesplit:visited';

const MESSAGES: Record<GuidanceEvent, Encouragement[]> = {
  calculationComplete: [
    { type: 'success', message: 'You have a number to plan around. That is real progress.' },
    { type: 'milestone', message: 'One more piece of the picture is in place.' },
    { type: 'guidance', message: 'Keep this estimate handy when you talk with your attorney or mediator.' },
  ],
  complexForm: [
    { type: 'encouragement', message: 'These forms are not easy. Take it one field at a time.' },
    { type: 'guidance', message: 'Check the highlighted fields; everything else can stay as it is.' },
  ],
  budgetDeficit: [
    { type: 'guidance', message: 'A shortfall on paper is a starting point, not a verdict. Small changes add up.' },
    { type: 'encouragement', message: 'Many people close a gap like this within a few months with a plan.' },
  ],
};

const FIRST_VISIT: Encouragement = {
  type: 'encouragement',
  message: 'Welcome. Everything you enter stays private until you choose to share it.',
  duration: FIRST_VISIT_DURATION_MS,
};

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface EncouragementStore {
  current: Signal<Encouragement | null>;
  /** The last messages shown, newest last (at most 5). */
  history: readonly string[];
  show(message: Encouragement): boolean;
  onEvent(event: GuidanceEvent): void;
  /** Schedules the first-visit message when storage says this browser has not been here. */
  greetFirstVisit(storage: StorageLike | null): void;
  dispose(): void;
}

export function createEncouragementStore(): EncouragementStore {
  const current = signal<Encouragement | null>(null);
  const history: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const show = (message: Encouragement): boolean => {
    if (history[history.length - 1] === message.message) return false;
    history.push(message.message);
    if (history.length > HISTORY_SIZE) history.shift();
    current.value = message;
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = later(message.duration ?? ENCOURAGEMENT_DEFAULT_MS, () => {
      current.value = null;
    });
    return true;
  };

  return {
    current,
    history,
    show,
    onEvent(event) {
      const candidates = MESSAGES[event];
      const fresh = candidates.find((m) => !history.includes(m.message));
      show(fresh ?? candidates.find((m) => m.message !== history[history.length - 1]) ?? candidates[0]!);
    },
    greetFirstVisit(storage) {
      try {
        if (!storage || storage.getItem(FIRST_VISIT_KEY)) return;
        storage.setItem(FIRST_VISIT_KEY, '1');
      } catch {
        return;
      }
      later(FIRST_VISIT_DELAY_MS, () => show(FIRST_VISIT));
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
