/** The calculators that print a worksheet PDF: the free ones, then the premium ones (Full Access). */
export type WorksheetCalculator =
  | 'child-support'
  | 'alimony'
  | 'budget'
  | 'property-division'
  | 'qdro'
  | 'tax-impact'
  | 'custody-costs'
  | 'households';

export type PremiumWorksheetCalculator = 'property-division' | 'qdro' | 'tax-impact' | 'custody-costs';

export const WORKSHEET_CALCULATORS: readonly WorksheetCalculator[] = [
  'child-support',
  'alimony',
  'budget',
  'property-division',
  'qdro',
  'tax-impact',
  'custody-costs',
  'households',
];

export const PREMIUM_WORKSHEET_CALCULATORS: readonly PremiumWorksheetCalculator[] = [
  'property-division',
  'qdro',
  'tax-impact',
  'custody-costs',
];

export interface WorksheetRequest {
  calculator: WorksheetCalculator;
  /** The same JSON body as the calculator's API; validated by the engine (throws EngineValidationError). */
  input: unknown;
  /** Default now; printed as "Made on". */
  madeAt?: Date;
  /** Absolute URL of the verify page (QR code and link); default DEFAULT_VERIFY_URL. */
  verifyUrl?: string;
  /** Spanish comes later (issue 27). */
  locale?: 'en';
}

export const DEFAULT_VERIFY_URL = 'https://securesplit.app/verify';

export type Block =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: string }
  /** Two columns: label | value. */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; caption?: string; columns: { header: string; align?: 'left' | 'right' }[]; rows: string[][] };

export interface WorksheetPayload {
  v: 1;
  calculator: WorksheetCalculator;
  /** Canonical validated input, with `asOf` pinned to the date the rules were applied where the schema has asOf. */
  input: unknown;
  /** ISO date of the rules applied (result.meta.asOf, else madeAt's date). */
  asOf: string;
  /** engine/package.json version. */
  engineVersion: string;
  /** verificationCode(...) of the above. */
  code: string;
}

export interface WorksheetDocument {
  /** E.g. "Child support worksheet — Texas". */
  title: string;
  lang: 'en';
  /** One line saying what the document is (the PDF's Subject). */
  subject: string;
  /** Everything printed in the body, in print order (page 1 summary first). */
  blocks: Block[];
  /** Embedded in the PDF's Info dictionary under WORKSHEET_PAYLOAD_KEY. */
  payload: WorksheetPayload;
  /** `${verifyUrl}?code=<code>`: the QR code's and the printed link's target. */
  verifyLink: string;
  /** ISO date-time the document was made (printed as "Made on"). */
  madeAt: string;
  /** The file name to offer, e.g. securesplit-child-support-texas-2026-12-07.pdf. */
  fileName: string;
}

export interface RenderedWorksheet {
  pdf: Uint8Array;
  code: string;
  fileName: string;
}
