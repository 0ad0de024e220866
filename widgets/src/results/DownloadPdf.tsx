import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient, type WorksheetCalculator } from '../api/client.js';
import { failureMessage } from '../api/failure-message.js';
import { pageToaster, type Toast, type Toaster } from '../ui/toaster.js';
import { useSay } from '../runtime/i18n.js';

/** A stored or just-sent calculation's input, as the calculator's API takes it. */
export type WorksheetInput = Readonly<Record<string, unknown>>;

/** What a 400 says: the input was not accepted for a worksheet (the calculator would say which field). */
export const PDF_FAILED: Toast = { title: 'The PDF could not be made', description: 'Calculate again, then press Download PDF.' };
export const PREPARING_PDF = 'Preparing PDF…';

/**
 * How long the file's object URL lives after the click. The browser reads the blob when the download starts,
 * which is after the click returns; FileSaver.js waits 40 s before revoking for the same reason.
 */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a file the way a page may under a strict Content-Security-Policy (no popup, no window.open, no inline
 * script): an object URL on a temporary `<a download>` placed beside `near` (in its shadow root, or the
 * document's body), clicked and removed; the URL is revoked after REVOKE_AFTER_MS.
 */
export function saveFile(file: File, near: Node): void {
  const url = URL.createObjectURL(file);
  const root = near.getRootNode();
  const parent = root instanceof ShadowRoot ? root : (near.ownerDocument ?? document).body;
  const link = (near.ownerDocument ?? document).createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  link.rel = 'noopener';
  parent.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Props of DownloadPdfButton: what to download, and how it looks and reports where it is used outside a widget. */
export interface DownloadPdfButtonProps {
  /** The calculator the result came from. */
  calculator: WorksheetCalculator;
  /** The input the result was computed from, or how to read it when pressed (a stored calculation's). */
  input: WorksheetInput | (() => Promise<WorksheetInput>);
  /** Origin (and optional path prefix) that serves `/api/v1`; default the page's own. */
  apiBase?: string | undefined;
  /** The button's class: `ss-btn` inside a widget; the host's own button class elsewhere. */
  className?: string | undefined;
  /** Words added to the accessible name only ("of this child support calculation" in a list of many). */
  hiddenText?: string | undefined;
  /** The host's class for text only screen readers read; `ss-visually-hidden` inside a widget. */
  hiddenClassName?: string | undefined;
  /** Makes the PDF (default: the widget API client's `worksheetPdf` on `apiBase`). */
  makePdf?: ((calculator: WorksheetCalculator, input: WorksheetInput) => Promise<File>) | undefined;
  /** Where success and failures are shown (default: the page's one toaster, which the widgets share). */
  toaster?: Toaster | undefined;
  /** A file was handed to the browser to save. */
  onDownloaded?: ((file: File) => void) | undefined;
  /** Making the PDF failed; `message` is what the toast said. */
  onFailed?: ((error: unknown, message: Toast) => void) | undefined;
}

/**
 * "Download PDF" (issue 26 §3): posts the result's input to `POST /api/v1/worksheets` and saves the answer as a real
 * file (saveFile). While the PDF is made the button reads "Preparing PDF…", is disabled, and its status line says
 * so; then a toast says the file was downloaded, or what failed as every other failure's does (failureMessage: a
 * 429's wait, offline, a 403's reason).
 * The focus stays on the button: a keyboard user can press it again.
 */
export function DownloadPdfButton({
  calculator,
  input,
  apiBase = '',
  className = 'ss-btn',
  hiddenText,
  hiddenClassName = 'ss-visually-hidden',
  makePdf,
  toaster,
  onDownloaded,
  onFailed,
}: DownloadPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const say = useSay();
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const make = useMemo(() => makePdf ?? ((name: WorksheetCalculator, body: WorksheetInput) => createApiClient(apiBase).worksheetPdf(name, body)), [makePdf, apiBase]);
  // A disabled button may lose the focus; when the work is done it gets it back if it had it.
  useEffect(() => {
    if (!busy && hadFocus.current) {
      hadFocus.current = false;
      const page = button.current?.ownerDocument;
      if (page && (page.activeElement === null || page.activeElement === page.body)) button.current?.focus();
    }
  }, [busy]);

  async function download() {
    if (busy) return;
    const toast = toaster ?? pageToaster();
    const action = `pdf:${calculator}`;
    const element = button.current;
    hadFocus.current = element !== null && (element.getRootNode() as Document | ShadowRoot).activeElement === element;
    setBusy(true);
    setStatus(PREPARING_PDF);
    try {
      const body = typeof input === 'function' ? await input() : input;
      const file = await make(calculator, body);
      if (element?.isConnected) saveFile(file, element);
      // The page's toast region is a live region: it says what became of the PDF, so the status line goes quiet.
      toast.show({ title: 'PDF downloaded', description: file.name, variant: 'success', action });
      if (mounted.current) setStatus('');
      onDownloaded?.(file);
    } catch (error) {
      const message = failureMessage(error, 'write', PDF_FAILED);
      toast.show({ ...message, action });
      if (mounted.current) setStatus('');
      onFailed?.(error, message);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <>
      <button ref={button} type="button" className={className} part="button" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? say('results.preparingPdf', PREPARING_PDF) : say('results.downloadPdf', 'Download PDF')}
        {hiddenText ? <span className={hiddenClassName}> {hiddenText}</span> : null}
      </button>
      <span className={hiddenClassName} role="status" data-testid="pdf-status">
        {status}
      </span>
    </>
  );
}
