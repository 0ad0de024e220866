import { WELLNESS_QUIZ, WELLNESS_QUIZ_MAX_SCORE } from '@securesplit/engine';
import { ASSISTANT_CALCULATION_REPLY } from './assistant-fixtures.js';
import { ALIMONY_ESTIMATE, ALIMONY_RESULT, BUDGET_DEFICIT, CHILD_SUPPORT_ESTIMATE, CHILD_SUPPORT_RESULT, QUIZ_RESULT } from './fixtures.js';
import { isPremiumPath, PREMIUM_PROBLEMS, premiumEngineAnswer } from './premium-engines.js';

/**
 * How the fake API answers, for component tests and stories: with results (official or estimate),
 * never (the calculating state), with a 500, with the field errors of a 400, or with a 429 (30 s). The premium
 * calculators answer with the real engine's result (or its 400) with full access, as a free account
 * with one calculation left (`free-account`), signed out (`signed-out`, 401) or past the month's free
 * calculations (`quota-used`, 403).
 */
export type FakeApiMode = 'ok' | 'estimate' | 'pending' | 'server-error' | 'validation-error' | 'rate-limited' | 'free-account' | 'signed-out' | 'quota-used';

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
    errors: [{ path: 'nonCustodialParentIncome', message: 'Must be a valid positive number' }],
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
    if (mode === 'server-error' || mode === 'validation-error') {
      const problem = PROBLEMS[mode];
      return json(problem.status, problem, 'application/problem+json');
    }
    if (mode === 'rate-limited') {
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many requests', retryAfter: 30 }), {
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '30' },
      });
    }
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
        return json(200, mode === 'estimate' ? CHILD_SUPPORT_ESTIMATE : CHILD_SUPPORT_RESULT);
      case '/api/v1/calculators/alimony':
        return json(200, mode === 'estimate' ? ALIMONY_ESTIMATE : ALIMONY_RESULT);
      case '/api/v1/calculators/budget':
        return json(200, BUDGET_DEFICIT);
      case '/api/v1/quiz/financial-wellness':
        return json(200, QUIZ_RESULT);
      case '/api/v1/assistant/messages':
        return json(200, ASSISTANT_CALCULATION_REPLY);
      case '/api/v1/leads':
      case '/api/v1/lead-capture':
        return json(201, { id: 1 });
      default:
        return json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json');
    }
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}
