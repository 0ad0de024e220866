import type {
  AlimonyResult,
  BudgetResult,
  ChildSupportResult,
  CustodyCostsResult,
  PropertyDivisionResult,
  QdroResult,
  QuizQuestion,
  TaxImpactResult,
  WellnessQuizResult,
} from '@securesplit/engine';
import type { ChildSupportSensitivity, HouseholdsResult, ParentingTimeResult } from '@securesplit/engine';
import type { Locale } from '@securesplit/engine/locale';
import type { AssistantReply, AssistantRequest } from '../assistant/contract.js';
import type { CalculatorName } from '../runtime/events.js';
import { ApiError, readProblem, retryAfterSeconds } from './problem.js';

/** The API answers a calculation with the engine's result and the stored calculation's id. */
export type Calculated<T> = T & { id: number | string | null };

export type CalculatorResults = {
  'child-support': Calculated<ChildSupportResult>;
  alimony: Calculated<AlimonyResult>;
  budget: Calculated<BudgetResult>;
};

/** Contract C3: what a premium calculation's answer says about the caller's access. */
export interface PremiumAccess {
  kind: 'full' | 'free';
  /** Free calculations left this calendar month; null with full access. */
  freeCalculationsRemaining: number | null;
}

/** Contract C3: a premium calculation's 200 body, the engine's result plus the stored id and the access. */
export type PremiumCalculated<T> = Calculated<T> & { saved?: boolean; access: PremiumAccess };

export type PremiumCalculatorResults = {
  'property-division': PremiumCalculated<PropertyDivisionResult>;
  qdro: PremiumCalculated<QdroResult>;
  'tax-impact': PremiumCalculated<TaxImpactResult>;
  'custody-costs': PremiumCalculated<CustodyCostsResult>;
};

/** Contract C3: `GET /api/v1/premium/access`. */
export interface PremiumAccessStatus {
  signedIn: boolean;
  kind: 'full' | 'free' | 'none';
  freeCalculationsRemaining: number | null;
  freeCalculationsPerMonth: number;
}

/** A lead as `POST /api/v1/leads` takes it (spec part 1, section 3). */
export interface LeadPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  profession?: string;
  practice?: string;
  clientVolume?: string;
  interests?: string;
  timeline?: string;
  leadType?: string;
  tags: string[];
  source: string;
  calculationType?: string;
  calculationId?: number | string | null;
  notes?: string;
}

export interface LeadCapturePayload {
  name: string;
  email: string;
  source: string;
  tags: string;
}

export interface ApiClient {
  /**
   * A free calculation. `outOfHistory`: sent without the session cookie, so it does not join the signed-in
   * person's history (showing a calculation reopened from that history again must not add it twice).
   */
  calculate<K extends keyof CalculatorResults>(calculator: K, input: Record<string, unknown>, options?: { outOfHistory?: boolean }): Promise<CalculatorResults[K]>;
  /** A premium calculation (contract C3): sent with the session cookie, also to another origin of ours. */
  calculatePremium<K extends keyof PremiumCalculatorResults>(calculator: K, input: Record<string, unknown>): Promise<PremiumCalculatorResults[K]>;
  premiumAccess(): Promise<PremiumAccessStatus>;
  quizQuestions(): Promise<readonly QuizQuestion[]>;
  scoreQuiz(answers: Record<string, string>): Promise<WellnessQuizResult>;
  submitLead(lead: LeadPayload): Promise<void>;
  captureLead(lead: LeadCapturePayload): Promise<void>;
  /** Asks the assistant (nothing is stored; no cookie travels to another origin). */
  askAssistant(request: AssistantRequest): Promise<AssistantReply>;
  /**
   * The worksheet PDF of a result (`POST /api/v1/worksheets`, issue 26): the same input the result was computed
   * from. A File (a Blob with the name the server gave in Content-Disposition); the premium calculators' with the
   * session cookie, as their calculations. Failures are ApiErrors, as every call's.
   */
  worksheetPdf(calculator: WorksheetCalculator, input: Readonly<Record<string, unknown>>): Promise<File>;
  /** A parenting schedule as overnights a year (`POST /api/v1/parenting-time`, free, no cookie needed). */
  parentingTime(input: Record<string, unknown>): Promise<Calculated<ParentingTimeResult>>;
  /** What moves a child-support amount (`POST /api/v1/calculators/child-support/sensitivity`): the calculator's body; not stored. */
  childSupportSensitivity(input: Readonly<Record<string, unknown>>): Promise<ChildSupportSensitivity>;
  /** Both households after tax (`POST /api/v1/households`, free, not stored): the households body. */
  households(input: Readonly<Record<string, unknown>>): Promise<HouseholdsResult>;
}

/** The calculators with a worksheet PDF: every one (issue 26 §1), by the names the events use. */
export type WorksheetCalculator = CalculatorName;

const PREMIUM_CALCULATORS: readonly string[] = ['property-division', 'qdro', 'tax-impact', 'custody-costs'] satisfies (keyof PremiumCalculatorResults)[];
const isPremiumCalculator = (calculator: WorksheetCalculator): boolean => PREMIUM_CALCULATORS.includes(calculator);

/**
 * The file name a `Content-Disposition` answer gives (`filename*=UTF-8''…` first, then `filename="…"`), kept to
 * plain characters; `securesplit-<calculator>.pdf` when the header is absent or unreadable (another origin reads
 * it only when the server exposes it).
 */
export function worksheetFileName(disposition: string | null, calculator: string): string {
  let name: string | undefined;
  const extended = disposition && /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= disposition ? /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition)?.slice(1).find((part) => part !== undefined) : undefined;
  const safe = name?.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '');
  return safe && /\.pdf$/i.test(safe) ? safe : `securesplit-${calculator}.pdf`;
}

/** A call that has not answered after this long is given up, so the visitor is not left waiting. */
export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * The assistant may phrase its answer with a language model when the server is set up with one, which
 * takes longer than a calculation; past this the visitor is told and the question is kept.
 */
export const ASSISTANT_TIMEOUT_MS = 45_000;

export interface ApiClientOptions {
  timeoutMs?: number;
  /** Sent as `Accept-Language`: the API answers problem details and field errors in this language. */
  locale?: Locale;
}

/**
 * Contract C2: one key per submission. `crypto.randomUUID()` exists only in secure contexts, so a
 * partner page on plain http gets the same version-4 shape from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Outcomes after which the server may or may not have stored the write. */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'http' || error.status === 408 || error.status === 429 || (error.status ?? 0) >= 500);
}

/** Failed writes whose outcome is unknown are rarely many; past this the oldest key is forgotten. */
const MAX_UNSETTLED_WRITES = 20;

/**
 * Calls the public endpoints (CORS-open for partner pages; credentials only to the same origin, so no
 * cookie ever travels from a partner's page). Every non-2xx becomes an ApiError carrying the problem body;
 * no answer within 15 s becomes an ApiError of kind `timeout`.
 *
 * Writes carry an `Idempotency-Key` (contract C2). When a write's outcome is unknown (no answer, a
 * timeout, a 5xx or 429) and the visitor sends the very same entries again, that is the same
 * submission: it goes with the same key, so a first attempt the server did store is not stored twice.
 */
export function createApiClient(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args), options: ApiClientOptions = {}): ApiClient {
  const root = `${apiBase.replace(/\/+$/, '')}/api/v1`;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const assistantTimeoutMs = options.timeoutMs ?? ASSISTANT_TIMEOUT_MS;
  const unsettledWrites = new Map<string, string>();

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
    credentials: RequestCredentials = 'same-origin',
    callTimeoutMs: number = timeoutMs,
  ): Promise<T> {
    return exchange(method, path, { body, idempotencyKey, credentials, callTimeoutMs, accept: 'application/json' }, async (response) =>
      response.status === 204 ? (undefined as T) : ((await response.json()) as T),
    );
  }

  /**
   * One call: the request, the timeout, an ApiError for any non-2xx (with its problem body), and `read` for
   * the answer's body (a failure to read it is a lost connection, or the timeout when that struck first).
   */
  async function exchange<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, idempotencyKey, credentials, callTimeoutMs, accept }: { body: unknown; idempotencyKey: string | undefined; credentials: RequestCredentials; callTimeoutMs: number; accept: string },
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { accept };
    if (options.locale) headers['accept-language'] = options.locale;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, callTimeoutMs);
    try {
      let response: Response;
      try {
        response = await fetchImpl(`${root}${path}`, {
          method,
          // Our own site's pages send the session cookie, so a calculation made while signed in joins the
          // account's history; from a partner's page the API is another origin and no cookie travels.
          // The premium calculators are account paths (first-party only) and ask for 'include'.
          credentials,
          headers,
          signal: controller.signal,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch {
        throw timedOut
          ? new ApiError(null, null, `No answer within ${callTimeoutMs / 1000} s`, { kind: 'timeout' })
          : new ApiError(null, null, 'The service could not be reached', { kind: 'network' });
      }
      if (!response.ok) {
        const problem = await readProblem(response);
        throw new ApiError(response.status, problem, `${response.status}: ${problem?.title ?? response.statusText}`, {
          retryAfterSeconds: retryAfterSeconds(problem, response.headers),
        });
      }
      try {
        return await read(response);
      } catch {
        throw timedOut
          ? new ApiError(null, null, `No answer within ${callTimeoutMs / 1000} s`, { kind: 'timeout' })
          : new ApiError(null, null, 'The answer could not be read', { kind: 'network' });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async function write(path: string, body: unknown): Promise<void> {
    const submission = `${path} ${JSON.stringify(body)}`;
    const key = unsettledWrites.get(submission) ?? newIdempotencyKey();
    unsettledWrites.delete(submission);
    try {
      await send('POST', path, body, key);
    } catch (error) {
      if (outcomeUnknown(error)) {
        unsettledWrites.set(submission, key);
        if (unsettledWrites.size > MAX_UNSETTLED_WRITES) unsettledWrites.delete(unsettledWrites.keys().next().value!);
      }
      throw error;
    }
  }

  return {
    calculate: (calculator, input, options) => send('POST', `/calculators/${calculator}`, input, undefined, options?.outOfHistory ? 'omit' : 'same-origin'),
    calculatePremium: (calculator, input) => send('POST', `/calculators/${calculator}`, input, undefined, 'include'),
    premiumAccess: () => send('GET', '/premium/access', undefined, undefined, 'include'),
    async quizQuestions() {
      const body = await send<{ questions: QuizQuestion[] } | QuizQuestion[]>('GET', '/quiz/financial-wellness');
      return Array.isArray(body) ? body : body.questions;
    },
    scoreQuiz: (answers) => send('POST', '/quiz/financial-wellness', { answers }),
    submitLead: (lead) => write('/leads', lead),
    captureLead: (lead) => write('/lead-capture', lead),
    askAssistant: (request) => send('POST', '/assistant/messages', request, undefined, 'same-origin', assistantTimeoutMs),
    parentingTime: (input) => send('POST', '/parenting-time', input),
    childSupportSensitivity: (input) => send('POST', '/calculators/child-support/sensitivity', input, undefined, 'omit'),
    households: (input) => send('POST', '/households', input, undefined, 'omit'),
    worksheetPdf: (calculator, input) =>
      exchange(
        'POST',
        '/worksheets',
        // The premium calculators' worksheets need the session, as their calculations do; the free ones go as calculations go.
        { body: { calculator, input }, idempotencyKey: undefined, credentials: isPremiumCalculator(calculator) ? 'include' : 'same-origin', callTimeoutMs: timeoutMs, accept: 'application/pdf, application/problem+json' },
        async (response) => {
          const blob = await response.blob();
          return new File([blob], worksheetFileName(response.headers.get('content-disposition'), calculator), { type: blob.type || 'application/pdf' });
        },
      ),
  };
}
