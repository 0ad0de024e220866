import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS } from '../shared/constants.js';
import { LOADING_MESSAGES } from '../shared/messages.js';
import type { WorksheetCalculator } from '../api/client.js';
import { ApiError } from '../api/problem.js';
import { useWidget } from '../runtime/context.js';
import { DownloadPdfButton, type WorksheetInput } from './DownloadPdf.js';
import { revealHeadline } from './reveal.js';
import { SaveScenarioButton } from './SaveScenarioButton.js';
import type { MessageId } from '@securesplit/engine/locale';
import { useSay } from '../runtime/i18n.js';

export type PanelStatus = 'empty' | 'calculating' | 'result';

function RotatingMessage() {
  const [index, setIndex] = useState(0);
  const say = useSay();
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % LOADING_MESSAGES.length), LOADING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return <p>{say(`results.loading.${index + 1}` as MessageId, LOADING_MESSAGES[index] ?? '')}</p>;
}

/**
 * The results panel's three states (spec part 1, section 2): calculating, empty, result. When a result arrives
 * (a new `result`: a calculation's answer, or a stored one the calculator opened with), its headline (the
 * `.ss-headline` the calculator draws) is brought onto the screen and read out once through the panel's own status
 * line: the figure, not the whole worksheet and offers. The last result put back after a failed calculation is not
 * new: the failure's toast speaks then.
 */
export function ResultsPanel({
  status,
  result,
  title,
  emptyText,
  worksheet,
  children,
}: {
  status: PanelStatus;
  result: unknown;
  title: string;
  emptyText: string;
  /** The calculator and the input the shown result was computed from: the result's "Download PDF" (issue 26). */
  worksheet?: { calculator: WorksheetCalculator; input: WorksheetInput } | null | undefined;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (status === 'calculating') setAnnouncement('');
    if (status !== 'result' || result === null || result === undefined || result === shown.current) return;
    shown.current = result;
    const headline = panel.current?.querySelector('.ss-headline');
    if (!headline) return;
    revealHeadline(headline);
    setAnnouncement(headlineText(headline));
  }, [status, result]);
  return (
    <div ref={panel} className="ss-results" part="results" aria-busy={status === 'calculating'}>
      <h3>{title}</h3>
      <p className="ss-visually-hidden" role="status" data-testid="result-announcement">
        {announcement}
      </p>
      {status === 'calculating' ? (
        <div className="ss-status" role="status">
          <span className="ss-spinner" aria-hidden="true" />
          <RotatingMessage />
        </div>
      ) : status === 'empty' ? (
        <p className="ss-hint">{emptyText}</p>
      ) : (
        <>
          {children}
          <PrintAction worksheet={worksheet ?? null} />
          {worksheet ? <SaveScenarioButton calculator={worksheet.calculator} input={worksheet.input} result={result} /> : null}
        </>
      )}
    </div>
  );
}

/**
 * Every result can be downloaded as the worksheet PDF the server makes (issue 26), and printed or saved as a PDF
 * with the browser's own dialog. The stylesheet's print rules leave the result, its worksheet and sources on the
 * page, without the form, the offers or these buttons.
 */
function PrintAction({ worksheet }: { worksheet: { calculator: WorksheetCalculator; input: WorksheetInput } | null }) {
  // The server makes the worksheet PDF from the entries: with save="false" they stay here, and printing remains.
  const { figuresStayOnDevice } = useWidget();
  const say = useSay();
  return (
    <div className="ss-actions ss-print-action">
      {worksheet && !figuresStayOnDevice ? <WidgetDownloadPdf calculator={worksheet.calculator} input={worksheet.input} /> : null}
      <button type="button" className="ss-btn" part="button" onClick={() => window.print()}>
        {say('results.print', 'Print / Save as PDF')}
      </button>
    </div>
  );
}

/**
 * The widget's Download PDF: its own API client and toaster, and the host page hears `securesplit:pdf` (the
 * calculator's name only, never a figure) when the file was handed to the browser, `securesplit:error` when not.
 */
function WidgetDownloadPdf({ calculator, input }: { calculator: WorksheetCalculator; input: WorksheetInput }) {
  const { api, toast, emit, element } = useWidget();
  return (
    <DownloadPdfButton
      calculator={calculator}
      input={input}
      makePdf={api.worksheetPdf}
      toaster={toast}
      onDownloaded={() => emit('securesplit:pdf', { calculator })}
      onFailed={(error, message) => {
        const apiError = error instanceof ApiError ? error : null;
        emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? message.title });
      }}
    />
  );
}

/** The headline read as sentences ("Estimated monthly child support: $800. Paid by …"): its label, figure and notes are separate boxes. */
function headlineText(headline: Element): string {
  const [label = '', amount = '', ...notes] = Array.from(headline.childNodes, (node) => node.textContent?.trim() ?? '').filter((text) => text !== '');
  return [`${label}: ${amount}`, ...notes.map((text) => text.charAt(0).toUpperCase() + text.slice(1))].join('. ');
}
