/** An `application/problem+json` body as the API sends it (RFC 9457 with field errors). */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: { path: string | (string | number)[]; message: string }[];
}

/** A failed API call: the HTTP status (null when the network failed) and the problem body. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly problem: Problem | null;

  constructor(status: number | null, problem: Problem | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  /** Field messages keyed by the first segment of their path (the form field's name). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.problem?.errors ?? []) {
      const segments = Array.isArray(error.path) ? error.path.map(String) : error.path.split(/[./]/).filter(Boolean);
      const field = segments[0] === 'body' ? segments[1] : segments[0];
      if (field && !(field in out)) out[field] = error.message;
    }
    return out;
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'title' in value && 'status' in value;
}

export async function readProblem(response: Response): Promise<Problem | null> {
  try {
    const body: unknown = await response.json();
    return isProblem(body) ? body : null;
  } catch {
    return null;
  }
}
