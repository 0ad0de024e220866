import { signal, type Signal } from '@preact/signals-react';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export interface Toaster {
  current: Signal<(Toast & { id: number }) | null>;
  show(toast: Toast): void;
  dismiss(): void;
}

/** Spec part 1, section 8: at most one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export function createToaster(durationMs = TOAST_DURATION_MS): Toaster {
  const current = signal<(Toast & { id: number }) | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const dismiss = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    current.value = null;
  };
  return {
    current,
    dismiss,
    show(toast) {
      if (timer !== undefined) clearTimeout(timer);
      current.value = { ...toast, id: nextId++ };
      timer = setTimeout(dismiss, durationMs);
    },
  };
}
