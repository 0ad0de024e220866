/**
 * Setup for the component tests on preact/compat (vitest.preact.config.ts). In a browser an element
 * removed from the page loses focus. happy-dom's Document.activeElement applies that (it forgets a
 * focused element that is no longer connected) but ShadowRoot.activeElement reads the remembered one
 * and throws when it was removed. On Preact the field it remembered was one of the previous test's
 * widget, removed by that test's cleanup (the toast region then threw on connecting). Reading the
 * document's first applies the browser's rule before the shadow root's is read.
 */
const shadowActiveElement = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'activeElement');
if (shadowActiveElement?.get) {
  const read = shadowActiveElement.get;
  Object.defineProperty(ShadowRoot.prototype, 'activeElement', {
    ...shadowActiveElement,
    get(this: ShadowRoot) {
      void this.ownerDocument.activeElement;
      return read.call(this) as Element | null;
    },
  });
}
