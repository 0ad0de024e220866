/**
 * Lands on an in-page target the way a link to `#id` should: the target is scrolled to the top of the
 * screen and keyboard focus moves there, so the next Tab continues from it. A section hands focus to its
 * first heading (made focusable without entering the Tab order). Pages load lazily, so the target may
 * not exist yet: this waits for it until the returned function is called (the next navigation).
 */
export function focusHashTarget(id: string): () => void {
  const land = (): boolean => {
    const target = document.getElementById(id);
    if (!target) return false;
    const focusable = target.matches('h1, h2, h3, [tabindex]') ? target : (target.querySelector<HTMLElement>('h1, h2, h3') ?? target);
    if (!focusable.hasAttribute('tabindex')) focusable.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    focusable.focus({ preventScroll: true });
    return true;
  };
  // One frame later: a fragment navigation by the browser itself (Back, or a typed #id) runs its own
  // focusing steps after popstate, which would move focus to the page when the target is a section.
  const observer = new MutationObserver(() => {
    if (land()) observer.disconnect();
  });
  const frame = requestAnimationFrame(() => {
    if (!land()) observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
