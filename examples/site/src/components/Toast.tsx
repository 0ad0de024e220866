import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ToastMessage {
  title: string;
  description: string;
  variant?: 'success' | 'destructive';
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Default display time of a toast (spec part 1, section 8). */
export const TOAST_DURATION_MS = 5000;

/** One toast at a time, announced politely (errors assertively), dismissable, gone after 5 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const nextId = useRef(0);
  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1;
    setToast({ ...message, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" aria-live={toast?.variant === 'destructive' ? 'assertive' : 'polite'} role="region" aria-label="Notifications">
        {toast && (
          <div key={toast.id} className={`toast ${toast.variant === 'destructive' ? 'toast-error' : 'toast-success'}`} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
            <div>
              <p className="toast-title">{toast.title}</p>
              <p className="toast-description">{toast.description}</p>
            </div>
            <button type="button" className="toast-close" onClick={() => setToast(null)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  return useContext(ToastContext);
}
