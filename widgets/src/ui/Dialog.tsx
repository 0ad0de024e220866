import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSay } from '../runtime/i18n.js';
import { trackModal } from './toast-region.js';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>`: the browser keeps focus inside, Escape closes it, and it sits in
 * the top layer above the host page without any z-index contest.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const say = useSay();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  // Page toasts raised while the modal is open show inside it, above its backdrop (not inert).
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog?.open) return;
    return trackModal(dialog);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="ss-dialog"
      part="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="ss-dialog-body">
          <div className="ss-dialog-header">
            <h3 id={titleId}>{title}</h3>
            <button type="button" className="ss-btn ss-btn-link" onClick={onClose} aria-label={say('leads.close', 'Close')}>
              ✕
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
