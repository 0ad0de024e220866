/**
 * Calls `callback` once the page's own scripts have run, deferred ones included: at once when they
 * have, else at DOMContentLoaded. The document's readyState is not enough: it turns `interactive`
 * when parsing ends, before the deferred scripts run; Navigation Timing says when DOMContentLoaded
 * started. Returns a function that cancels the wait.
 */
export function afterPageScripts(callback: () => void): () => void {
  if (pageScriptsHaveRun()) {
    callback();
    return () => undefined;
  }
  document.addEventListener('DOMContentLoaded', callback, { once: true });
  return () => document.removeEventListener('DOMContentLoaded', callback);
}

function pageScriptsHaveRun(): boolean {
  if (document.readyState === 'complete') return true;
  if (document.readyState === 'loading') return false;
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  // Without Navigation Timing (not a browser page load) nothing is left to wait for.
  return !navigation || (navigation as PerformanceNavigationTiming).domContentLoadedEventStart > 0;
}
