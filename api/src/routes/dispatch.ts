import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { sendCacheableJson } from '../http/cacheable-json.js';
import { readJsonBody } from '../http/json-body.js';
import type { MatchedRoute } from '../http/logging.js';
import { HttpProblem, storeUnavailableProblem, validationProblem } from '../http/problem.js';
import { isDatabaseUnavailable } from '../store/unavailable.js';
import { successorPath } from './deprecation.js';
import { readIdempotencyKey, runWrite } from './idempotency.js';
import type { Operation, OperationDeps } from './operation.js';
import { compilePath, pathIndex } from './path-index.js';

interface Route {
  method: string;
  /** The template this route answers: the operation's path or one of its aliases. */
  path: string;
  paramNames: string[];
  operation: Operation;
}

/** The field errors of a 400, one per zod issue, at the field's dotted path. */
export function fieldErrors(error: z.ZodError) {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // A strict body (http/strict-body.ts) names each field it does not know, at that field's own path.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        message: 'Unknown field; it is not part of this request',
      }));
    }
    return [{ path: path.join('.') || '(body)', message: issue.message }];
  });
}

/**
 * Routes requests to operations by the same path templates the OpenAPI document shows. A known path
 * with another method answers 405 with `Allow`; an unknown path under `/api` answers a 404 problem.
 */
export function dispatch(
  operations: readonly Operation[],
  deps: OperationDeps,
  options: { bodyLimitBytes: number },
) {
  const routes: Route[] = operations.flatMap((operation) =>
    [operation.path, ...(operation.aliases ?? [])].map((path) => ({
      method: operation.method.toUpperCase(),
      path,
      paramNames: compilePath(path).paramNames,
      operation,
    })),
  );
  const routesOn = pathIndex(routes);

  return async function dispatchMiddleware(ctx: Context, next: Next): Promise<void> {
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const onPath = routesOn(ctx.path).map(({ entry, match }) => ({ route: entry, match }));
    const found = onPath.find((candidate) => candidate.route.method === method);
    if (!found) {
      if (onPath.length > 0) {
        // Logged by its template (http/logging.ts): the path's own values are the client's.
        ctx.state.route = { template: onPath[0]!.route.path, params: {} } satisfies MatchedRoute;
        const allowed = [...new Set(onPath.map((c) => c.route.method))];
        if (allowed.includes('GET')) allowed.push('HEAD');
        allowed.push('OPTIONS');
        if (ctx.method === 'OPTIONS') {
          ctx.set('Allow', allowed.join(', '));
          ctx.status = 204;
          return;
        }
        throw new HttpProblem(
          405,
          `${ctx.method} is not allowed on ${ctx.path}; use ${allowed.join(', ')}.`,
          {
            headers: { Allow: allowed.join(', ') },
          },
        );
      }
      if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
        throw new HttpProblem(404, `No API operation at ${ctx.path}. The reference is at /docs.`);
      }
      return next();
    }

    const { route, match } = found;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, i) => {
      const value = match?.[i + 1] ?? '';
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        throw new HttpProblem(404, `No API operation at ${ctx.path}.`);
      }
    });
    ctx.state.route = { template: route.path, params } satisfies MatchedRoute;
    const { operation } = route;
    if (operation.params) {
      const checked = operation.params.safeParse(params);
      if (!checked.success) throw new HttpProblem(404, `Nothing found at ${ctx.path}.`);
    }

    let query: Record<string, unknown> = {};
    if (operation.query) {
      const parsed = operation.query.safeParse(ctx.query);
      if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
      query = parsed.data;
    }

    const idempotencyKey = operation.idempotent ? readIdempotencyKey(ctx) : undefined;
    let raw: unknown = undefined;
    let body: unknown = undefined;
    if (operation.body) {
      raw = await readJsonBody(ctx, operation.bodyLimitBytes ?? options.bodyLimitBytes);
      const parsed = operation.body.schema.safeParse(raw);
      if (!parsed.success) throw validationProblem(fieldErrors(parsed.error));
      body = parsed.data;
    }
    let response;
    try {
      response = operation.idempotent
        ? await runWrite({
            deps,
            scope: operation.path,
            key: idempotencyKey,
            raw,
            successStatus: operation.success.status,
            write: (inTransaction) =>
              Promise.resolve(operation.handler({ body, query, raw, params, ctx, deps: inTransaction })),
          })
        : await operation.handler({ body, query, raw, params, ctx, deps });
    } catch (error) {
      // The write's transaction did not commit (or, rarely, its commit was never confirmed): the client
      // may try again, and with its Idempotency-Key a retry can never store the row twice.
      if (!(error instanceof HttpProblem) && isDatabaseUnavailable(error)) {
        deps.logger.warn({ err: error, requestId: ctx.state.requestId as unknown }, 'database unavailable');
        throw storeUnavailableProblem();
      }
      throw error;
    }
    for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
    if (operation.cacheable && (response.status ?? operation.success.status) === 200) {
      sendCacheableJson(ctx, response.body);
      return;
    }
    ctx.status = response.status ?? operation.success.status;
    ctx.body = response.body;
  };
}

/**
 * Whether some operation answers this method on this path (HEAD counts as GET). The rate limiter
 * counts only such requests, so a wrong method still gets its 405 while an address is over its limit.
 */
export function answersRequest(operations: readonly Operation[]): (method: string, path: string) => boolean {
  const routesOn = pathIndex(
    operations.flatMap((operation) =>
      [operation.path, ...(operation.aliases ?? [])].map((path) => ({
        method: operation.method.toUpperCase(),
        path,
      })),
    ),
  );
  return (method, path) => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return routesOn(path).some(({ entry }) => entry.method === wanted);
  };
}

/**
 * The `/api/v1` path that replaces an earlier path (an alias), with the request's path segments filled
 * in; undefined for every other path.
 */
export function aliasSuccessor(operations: readonly Operation[]): (path: string) => string | undefined {
  const aliasesOn = pathIndex(
    operations.flatMap((operation) => [
      ...(operation.aliases ?? []).map((path) => ({
        successor: operation.path,
        path,
        paramNames: compilePath(path).paramNames,
      })),
      ...(operation.successor
        ? [
            {
              successor: operation.successor,
              path: operation.path,
              paramNames: compilePath(operation.path).paramNames,
            },
          ]
        : []),
    ]),
  );
  return (path) => {
    const [found] = aliasesOn(path);
    if (!found) return undefined;
    const { entry: alias, match } = found;
    const params = Object.fromEntries(alias.paramNames.map((name, i) => [name, match[i + 1] ?? '']));
    return successorPath(alias.successor, params);
  };
}
