import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Toaster } from './toaster.js';

/** The one toast of a widget, announced politely (or assertively for failures). */
export function ToastRegion({ toaster, label }: { toaster: Toaster; label: string }) {
  useSignals();
  const toast = toaster.current.value;
  const region = useRef<HTMLDivElement>(null);
  const showing = toast !== null;
  // Spec part 1, section 9: F8 moves focus to the notification region (of the widget showing one).
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing]);
  return (
    <div ref={region} tabIndex={-1} className="ss-toast-region" role="region" aria-label={`${label}: notifications`}>
      <div aria-live="polite" aria-atomic="true">
        {toast ? (
          <div key={toast.id} className="ss-toast" part="toast" data-variant={toast.variant ?? 'default'} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
            <span className="ss-toast-title">{toast.title}</span>
            <button type="button" className="ss-btn ss-btn-link" aria-label="Dismiss notification" onClick={() => toaster.dismiss()}>
              ✕
            </button>
            {toast.description ? <span>{toast.description}</span> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
