import { trackModal } from '@securesplit/widgets';
import { useEffect, useRef, type ReactNode } from 'react';

/** The element that had focus when each dialog opened, to give it back on close. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

/**
 * Opens a native `<dialog>` as a modal while mounted with `open`, and ties it into the page's one
 * toast region: while it is the newest open modal, toasts show inside it, above its backdrop (not
 * inert behind it). When the dialog leaves the page, focus goes back to where it was when it opened.
 * The dialog is never closed here (its `close` event would tell the owner it was dismissed): the
 * owner unmounts it, which takes it out of the top layer.
 */
export function useModalDialog(ref: React.RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    if (!dialog.open) {
      openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null);
      dialog.showModal();
    }
    const untrack = trackModal(dialog);
    return () => {
      untrack();
      // Still in the page: only React re-running the effect (StrictMode), not a close.
      if (dialog.isConnected) return;
      const opener = openers.get(dialog);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open]);
}

interface SiteDialogProps {
  open: boolean;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose(): void;
  className?: string;
  children: ReactNode;
}

/**
 * The site's modal dialog: the browser keeps focus inside (the page behind is inert), Escape closes
 * it through `onClose`, focus goes back to the control that opened it, and page toasts show in it.
 */
export function SiteDialog({ open, labelledBy, onClose, className, children }: SiteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`card ${className ?? ''}`.trim()}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
