import { calculateAlimony, calculateChildSupport, calculateHouseholds, childSupportSensitivity, WELLNESS_QUIZ, WELLNESS_QUIZ_MAX_SCORE } from '@securesplit/engine';
import { loadCatalogue, negotiateLocale, translator } from '@securesplit/engine/locale';
import { ASSISTANT_CALCULATION_REPLY } from './assistant-fixtures.js';
import { ALIMONY_ESTIMATE, ALIMONY_RESULT, BUDGET_DEFICIT, CHILD_SUPPORT_ESTIMATE, CHILD_SUPPORT_RESULT, QUIZ_RESULT } from './fixtures.js';
import { isPremiumPath, PREMIUM_PROBLEMS, premiumEngineAnswer } from './premium-engines.js';

/**
 * How the fake API answers, for component tests and stories: with results (official or estimate),
 * never (the calculating state), with a 500, with the field errors of a 400, or with a 429 (30 s). The premium
 * calculators answer with the real engine's result (or its 400) with full access, as a free account
 * with one calculation left (`free-account`), signed out (`signed-out`, 401) or past the month's free
 * calculations (`quota-used`, 403). With `engine`, child support and alimony answer with the real engine's result for
 * what was sent (a state's own case: Texas alimony's ceiling, Pennsylvania's estimate).
 */
export type FakeApiMode =
  | 'ok'
  | 'estimate'
  | 'pending'
  | 'server-error'
  | 'validation-error'
  | 'rate-limited'
  | 'free-account'
  | 'signed-out'
  | 'quota-used'
  | 'already-subscribed'
  | 'engine'
  | 'pdf-pending'
  | 'pdf-rate-limited';

/**
 * The worksheet PDF (`POST /api/v1/worksheets`) as the fake answers it: a tiny PDF named as the server names it.
 * With `pdf-pending` it never answers (Download PDF's "Preparing PDF…"), with `pdf-rate-limited` a 429 (30 s);
 * the calculators answer as with `ok`.
 */
export const FAKE_WORKSHEET_NAME = 'securesplit-child-support-new-york-2026-12-07.pdf';
const FAKE_PDF = '%PDF-1.7\n% a stand-in for the worksheet\n%%EOF\n';

function worksheetAnswer(mode: FakeApiMode, body: unknown): Promise<Response> | Response {
  if (mode === 'pdf-pending') return new Promise<Response>(() => undefined);
  if (mode === 'pdf-rate-limited') return rateLimited();
  const calculator = (body as { calculator?: unknown } | undefined)?.calculator;
  const name = typeof calculator === 'string' ? FAKE_WORKSHEET_NAME.replace('child-support', calculator) : FAKE_WORKSHEET_NAME;
  return new Response(FAKE_PDF, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });
}

function rateLimited(): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many requests', retryAfter: 30 }), {
    status: 429,
    headers: { 'content-type': 'application/problem+json', 'retry-after': '30' },
  });
}

/** The day the fake API's date-dependent answers (the households' timeline) are computed on. */
export const FAKE_TODAY = new Date('2026-12-07T12:00:00Z');

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request made: method, path, the parsed JSON body and the credentials mode. */
  calls: { method: string; path: string; body: unknown; credentials?: RequestCredentials | undefined }[];
}

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const PROBLEMS = {
  'server-error': { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong on our side' },
  'validation-error': {
    type: 'https://securesplit.app/problems/validation',
    title: 'Validation failed',
    status: 400,
    detail: 'The request has invalid fields',
  },
} as const;

export function createFakeApi(mode: FakeApiMode = 'ok'): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, credentials: init?.credentials });
    if (url.pathname === '/api/v1/quiz/financial-wellness' && method === 'GET') {
      return json(200, { id: 'financial-wellness', maxScore: WELLNESS_QUIZ_MAX_SCORE, questions: WELLNESS_QUIZ });
    }
    if (mode === 'pending') return new Promise<Response>(() => undefined);
    if (mode === 'server-error') return json(500, PROBLEMS[mode], 'application/problem+json');
    if (mode === 'validation-error') {
      // Field errors come in the language the widget asked for, as the real API gives them (issue 27).
      const t = translator(await loadCatalogue(negotiateLocale(new Headers(init?.headers).get('accept-language'))));
      return json(400, { ...PROBLEMS[mode], errors: [{ path: 'nonCustodialParentIncome', message: t('validation.invalidMoney') }] }, 'application/problem+json');
    }
    if (mode === 'rate-limited') return rateLimited();
    if (url.pathname === '/api/v1/worksheets' && method === 'POST') return worksheetAnswer(mode, body);
    if (isPremiumPath(url.pathname)) {
      if (mode === 'signed-out' || mode === 'quota-used') {
        const problem = PREMIUM_PROBLEMS[mode];
        return json(problem.status, problem, 'application/problem+json');
      }
      const answer = premiumEngineAnswer(url.pathname, body);
      if (!answer.ok) {
        const problem = { type: 'https://securesplit.app/problems/validation', title: 'Validation failed', status: 400, detail: 'The request has invalid fields', errors: answer.errors };
        return json(400, problem, 'application/problem+json');
      }
      const access = mode === 'free-account' ? { kind: 'free', freeCalculationsRemaining: 1 } : { kind: 'full', freeCalculationsRemaining: null };
      return json(200, { ...answer.result, id: 7, saved: true, access });
    }
    switch (url.pathname) {
      case '/api/v1/calculators/child-support':
        if (mode === 'engine') return json(200, { ...calculateChildSupport(body), id: 101, saved: true });
        return json(200, mode === 'estimate' ? CHILD_SUPPORT_ESTIMATE : CHILD_SUPPORT_RESULT);
      case '/api/v1/calculators/child-support/sensitivity':
        return json(200, childSupportSensitivity(body));
      case '/api/v1/households':
        // The real engine's answer for what was sent, as of a fixed day, so a story shows the same figures every day.
        return json(200, calculateHouseholds(body, { today: FAKE_TODAY }));
      case '/api/v1/calculators/alimony':
        if (mode === 'engine') return json(200, { ...calculateAlimony(body), id: 102, saved: true });
        return json(200, mode === 'estimate' ? ALIMONY_ESTIMATE : ALIMONY_RESULT);
      case '/api/v1/calculators/budget':
        return json(200, BUDGET_DEFICIT);
      case '/api/v1/quiz/financial-wellness':
        return json(200, QUIZ_RESULT);
      case '/api/v1/assistant/messages':
        return json(200, ASSISTANT_CALCULATION_REPLY);
      case '/api/v1/leads':
        if (mode === 'already-subscribed') {
          const problem = { type: 'https://securesplit.app/problems/already-subscribed', title: 'Already subscribed', status: 409, detail: 'This email address is already subscribed to the newsletter.' };
          return json(409, problem, 'application/problem+json');
        }
        return json(201, { id: 1 });
      case '/api/v1/lead-capture':
        return json(201, { id: 1 });
      default:
        return json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json');
    }
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}
