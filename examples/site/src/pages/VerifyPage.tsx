import { ApiError } from '@securesplit/widgets';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { postJson } from '../api.js';
import { BackToCalculators } from '../components/Layout.js';

/** What POST /api/v1/worksheets/verify answers (api/src/routes/v1/worksheet-verification.ts). */
interface Verification {
  status: 'matches' | 'figures-differ' | 'code-mismatch' | 'unreadable';
  message: string;
  calculator?: string;
  code?: string;
  checkedFigures: number;
  differences: { expected: string | null; found: string | null }[];
  rulesAsOf?: string;
  engineVersion?: string;
  checkedWithEngineVersion: string;
  newerRule?: { asOf: string; amount: string; previousAmount: string; rules: string; summary: string };
}

type State =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'checking'; fileName: string }
  | { step: 'answered'; fileName: string; verification: Verification }
  | { step: 'not-ours'; fileName: string; reason: string }
  | { step: 'failed'; fileName: string; reason: string; retry: { payload: string; text: string } };

const CODE = /^SS1-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/i;

/** The code the QR link carries (`/verify?code=…`): shown only when it is one (the URL holds nothing else). */
function codeFromUrl(): string | undefined {
  const code = new URLSearchParams(window.location.search).get('code')?.trim();
  return code && CODE.test(code) ? code.toUpperCase() : undefined;
}

function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function differenceSentence({ expected, found }: Verification['differences'][number]): string {
  if (found === null) return `${expected ?? 'A figure'} is missing where the rules give it.`;
  if (expected === null) return `${found} is printed where the rules give another figure.`;
  return `${found} is printed where the rules give ${expected}.`;
}

function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return 'Our server did not answer in time.';
    if (error.kind === 'network') return 'We could not reach our server (check the connection).';
    if (error.status === 413) return 'This PDF holds more text than any worksheet we make.';
    if (error.status === 429) {
      return error.retryAfterSeconds ? `Too many checks in a short time; wait ${error.retryAfterSeconds} seconds.` : 'Too many checks in a short time; wait a minute.';
    }
    return error.problem?.detail ?? 'Our server could not check it just now.';
  }
  return 'Something went wrong while checking it.';
}

/**
 * /verify: checks a worksheet PDF that SecureSplit made. The PDF is read in this browser (pdf.js, loaded only
 * when a file is chosen); the worksheet data it carries and its text go to the verify API, which works every
 * figure out again. Nothing is stored here or there, and the URL never holds more than the code.
 */
export default function VerifyPage() {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [linkCode] = useState(codeFromUrl);
  const inputId = useId();
  const hintId = useId();
  const busy = state.step === 'reading' || state.step === 'checking';

  const check = async (fileName: string, read: { payload: string; text: string }) => {
    setState({ step: 'checking', fileName });
    try {
      const verification = await postJson<Verification>('/api/v1/worksheets/verify', read);
      setState({ step: 'answered', fileName, verification });
    } catch (error) {
      setState({ step: 'failed', fileName, reason: failureReason(error), retry: read });
    }
  };

  const open = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    try {
      const { readWorksheetPdf } = await import('../verify/read-pdf.js');
      const read = await readWorksheetPdf(file);
      if (read.payload === null) {
        setState({ step: 'not-ours', fileName: file.name, reason: 'It carries no SecureSplit worksheet data.' });
        return;
      }
      await check(file.name, { payload: read.payload, text: read.text });
    } catch {
      setState({ step: 'not-ours', fileName: file.name, reason: 'It is not a PDF this page can read.' });
    }
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after an answer must still fire a change.
    event.target.value = '';
    if (file) void open(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void open(file);
  };

  return (
    <div className="page verify-page">
      <h1>Check a worksheet PDF</h1>
      <p>
        Every SecureSplit worksheet carries a verification code. Choose the PDF and we work out every figure again under the
        rules it names, and tell you whether each one matches and whether a newer rule gives another amount.
      </p>
      {linkCode && (
        <p className="card verify-code" data-testid="verify-link-code">
          You followed the link of worksheet <strong className="verify-code-value">{linkCode}</strong>. Choose that PDF below to
          check it.
        </p>
      )}
      <div
        className={`verify-drop${dragging ? ' verify-drop-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className="verify-drop-label">
          Choose the worksheet PDF
        </label>
        <p id={hintId} className="field-hint">
          Or drop it here. It is read in this browser; only its figures and worksheet data are sent to be checked, and
          nothing is kept.
        </p>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          disabled={busy}
          onChange={onChoose}
        />
      </div>
      <div className="verify-answer" aria-live="polite" data-testid="verify-answer">
        {state.step === 'reading' && (
          <p className="loading" role="status">
            Reading {state.fileName}…
          </p>
        )}
        {state.step === 'checking' && (
          <p className="loading" role="status">
            Checking every figure of {state.fileName}…
          </p>
        )}
        {state.step === 'not-ours' && (
          <div className="card verify-result verify-result-bad" data-status="not-ours">
            <p className="verify-headline">This is not a SecureSplit worksheet.</p>
            <p>
              {state.fileName}: {state.reason} Choose the PDF SecureSplit made for you.
            </p>
          </div>
        )}
        {state.step === 'failed' && (
          <div className="card verify-result verify-result-bad" data-status="failed" role="alert">
            <p className="verify-headline">We could not check {state.fileName}.</p>
            <p>{state.reason}</p>
            <button type="button" className="button button-primary" onClick={() => void check(state.fileName, state.retry)}>
              Try again
            </button>
          </div>
        )}
        {state.step === 'answered' && <Answer verification={state.verification} fileName={state.fileName} linkCode={linkCode} />}
      </div>
      <BackToCalculators />
    </div>
  );
}

function Answer({ verification: v, fileName, linkCode }: { verification: Verification; fileName: string; linkCode: string | undefined }) {
  const rules = v.rulesAsOf ? formatIsoDate(v.rulesAsOf) : undefined;
  const good = v.status === 'matches';
  return (
    <div className={`card verify-result ${good ? 'verify-result-good' : 'verify-result-bad'}`} data-status={v.status}>
      {v.status === 'matches' && (
        <p className="verify-headline">
          Every figure matches the rules of {rules} (engine {v.engineVersion}).
        </p>
      )}
      {v.status === 'figures-differ' && (
        <>
          <p className="verify-headline">This PDF was changed: {differenceSentence(v.differences[0]!)}</p>
          {v.differences.length > 1 && (
            <ul className="verify-differences">
              {v.differences.slice(1, 10).map((d, i) => (
                <li key={i}>{differenceSentence(d)}</li>
              ))}
              {v.differences.length > 10 && <li>And {v.differences.length - 10} more.</li>}
            </ul>
          )}
        </>
      )}
      {v.status === 'code-mismatch' && (
        <p className="verify-headline">This PDF was changed: its verification code does not fit the worksheet data it carries.</p>
      )}
      {v.status === 'unreadable' && (
        <p className="verify-headline">This is not a SecureSplit worksheet: {v.message.replace(/^This is not a SecureSplit worksheet: /, '')}</p>
      )}
      {v.newerRule && (
        <p className="verify-newer-rule" data-testid="verify-newer-rule">
          A newer rule now gives {v.newerRule.amount} a month (was {v.newerRule.previousAmount}): {v.newerRule.rules}.
        </p>
      )}
      <p className="verify-details">
        {fileName}
        {v.code ? ` · code ${v.code}` : ''}
        {v.status !== 'unreadable' && v.status !== 'code-mismatch' ? ` · ${v.checkedFigures} figures checked` : ''}
        {v.checkedWithEngineVersion !== v.engineVersion && v.engineVersion ? ` · checked with engine ${v.checkedWithEngineVersion}` : ''}
      </p>
      {linkCode && v.code && linkCode !== v.code.toUpperCase() && (
        <p>This PDF’s code is {v.code}, not the {linkCode} of the link you followed: it is another worksheet.</p>
      )}
    </div>
  );
}
