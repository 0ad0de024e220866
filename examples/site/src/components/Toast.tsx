import { useEffect, type ReactNode } from 'react';
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

const show = (toast: ToastMessage) => pageToaster().show(toast);

export function useToast(): (toast: ToastMessage) => void {
  return show;
}
