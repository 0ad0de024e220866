/** Field errors as the API's problem+json bodies carry them. */
export interface FieldError {
  path: string;
  message: string;
}

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors: FieldError[],
  ) {
    super(`${status}: ${title}`);
  }
}

/** POSTs JSON to the API (same origin) and returns the parsed body, or throws ApiProblem. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiProblem(0, 'Network error', []);
  }
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const problem = (parsed ?? {}) as { title?: string; errors?: FieldError[] };
    throw new ApiProblem(response.status, problem.title ?? response.statusText, problem.errors ?? []);
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
