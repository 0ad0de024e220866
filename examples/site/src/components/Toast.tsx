import { useCallback, useEffect, type ReactNode } from 'react';
import { mountToastRegion, pageToaster, type Toast } from '@securesplit/widgets';

export type ToastMessage = Toast;

/**
 * The site shows its messages in the same page-wide region as the widgets it embeds: one toast at a
 * time (spec part 1, section 8), queued, never covering a result's amount.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    mountToastRegion();
  }, []);
  return <>{children}</>;
}

/**
 * Shows the page's toasts. With `action` (what the component's messages report on: 'account-entry',
 * 'admin-access', 'subscription'), each message replaces the one before it about that action, so a
 * success never shows under an earlier failure of the same thing (issue 33 §2). A message may name
 * another action of its own.
 */
export function useToast(action?: string): (toast: ToastMessage) => void {
  return useCallback((toast: ToastMessage) => pageToaster().show(action === undefined || toast.action !== undefined ? toast : { ...toast, action }), [action]);
}
