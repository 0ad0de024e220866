/**
 * One constructed stylesheet per CSS text per page, adopted by every shadow root that needs it
 * (the habit of Lit's css-tag): no `<style>` elements, so nothing is parsed twice and a strict
 * Content-Security-Policy without 'unsafe-inline' does not block it (CSSOM is not subject to style-src).
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sharedStyleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot | Document, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sharedStyleSheet);
  const present = new Set(root.adoptedStyleSheets);
  const missing = wanted.filter((sheet) => !present.has(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
