/** How a module is imported: the browser's `import()`; tests pass their own at this network boundary. */
export type ModuleImporter = (url: string) => Promise<unknown>;

const browserImport: ModuleImporter = (url) => import(/* @vite-ignore */ url);

/** The pause before the one retry: long enough for a dropped connection or a restarting server. */
export const RETRY_DELAY_MS = 1000;

/**
 * Imports an element's chunk, retrying once when the first try fails (a flaky connection, a deploy in
 * progress). The retry asks for a fresh URL: browsers remember a failed module fetch for the page's
 * lifetime and would otherwise answer the same failure without asking again. Rejects with the retry's error.
 */
export async function importChunk(url: string, importModule: ModuleImporter = browserImport, retryDelayMs = RETRY_DELAY_MS): Promise<unknown> {
  try {
    return await importModule(url);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    const retry = new URL(url);
    retry.searchParams.set('retry', '1');
    return importModule(retry.href);
  }
}
