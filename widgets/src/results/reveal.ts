import { pageToaster } from '../ui/toaster.js';

/**
 * Brings a new result's headline onto the screen. After Calculate the form's button is at the bottom of a
 * long form, and the result's headline (at the top of its panel, beside or below the form) could be far
 * off screen while the offers under it showed (issue 33: 515 px above the viewport at 1280 × 900).
 *
 * `block: 'nearest'` scrolls only as far as needed, so a widget embedded in a partner's article moves
 * that page no more than it must; the headline's scroll-margin (see BASE_CSS) keeps the panel's title in
 * view above it and room below it. A headline already wholly on screen is left where it is.
 */
export function revealHeadline(headline: Element): void {
  const rect = headline.getBoundingClientRect();
  const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
  if (rect.top >= 0 && rect.bottom <= viewportHeight) return;
  headline.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  // The scroll's own event reaches the toast region a frame later, and that frame was sometimes painted with the
  // docked toast over the headline just brought to the bottom edge (issue 33 §3): move the toast now, before paint.
  pageToaster().relayout();
}
