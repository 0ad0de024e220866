import type {
  AlimonyResult,
  BudgetResult,
  ChildSupportResult,
  QuizQuestion,
  WellnessQuizResult,
} from '@securesplit/engine';
import { ApiError, readProblem } from './problem.js';

/** The API answers a calculation with the engine's result and the stored calculation's id. */
export type Calculated<T> = T & { id: number | string | null };

export type CalculatorResults = {
  'child-support': Calculated<ChildSupportResult>;
  alimony: Calculated<AlimonyResult>;
  budget: Calculated<BudgetResult>;
};

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
  calculate<K extends keyof CalculatorResults>(calculator: K, input: Record<string, unknown>): Promise<CalculatorResults[K]>;
  quizQuestions(): Promise<readonly QuizQuestion[]>;
  scoreQuiz(answers: Record<string, string>): Promise<WellnessQuizResult>;
  submitLead(lead: LeadPayload): Promise<void>;
  captureLead(lead: LeadCapturePayload): Promise<void>;
}

/**
 * Calls the public endpoints without credentials (they are CORS-open for partner pages; no cookie
 * should travel from a partner's page). Every non-2xx becomes an ApiError carrying the problem body.
 */
export function createApiClient(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  const root = `${apiBase.replace(/\/+$/, '')}/api/v1`;

  async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        credentials: 'omit',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(null, null, 'The service could not be reached');
    }
    if (!response.ok) {
      const problem = await readProblem(response);
      throw new ApiError(response.status, problem, `${response.status}: ${problem?.title ?? response.statusText}`);
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    calculate: (calculator, input) => send('POST', `/calculators/${calculator}`, input),
    async quizQuestions() {
      const body = await send<{ questions: QuizQuestion[] } | QuizQuestion[]>('GET', '/quiz/financial-wellness');
      return Array.isArray(body) ? body : body.questions;
    },
    scoreQuiz: (answers) => send('POST', '/quiz/financial-wellness', { answers }),
    async submitLead(lead) {
      await send('POST', '/leads', lead);
    },
    async captureLead(lead) {
      await send('POST', '/lead-capture', lead);
    },
  };
}
