import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_CSS } from '@securesplit/widgets';
import { App } from './App.js';
import { preloadSiteLocale } from './locale/i18n.js';
import { rememberedLocale, splitLocalePath } from './locale/site-locale.js';
import { openDetailsWhilePrinting } from './print-details.js';
import './styles.css';

// The widgets render here as React components, outside any shadow root: adopt their one stylesheet
// into the document (a constructed sheet, which a strict style-src policy allows).
const widgetStyles = new CSSStyleSheet();
widgetStyles.replaceSync(BASE_CSS);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, widgetStyles];

// Uncaught errors and rejections are logged as warnings instead of surfacing as browser errors
// (the product's behaviour, spec part 1 section 4); render errors reach the crash screen.
window.addEventListener('error', (event) => console.warn('Uncaught error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled rejection', event.reason);
  event.preventDefault();
});

openDetailsWhilePrinting();

// A reader who chose Spanish gets the Spanish home when they come back to the bare home page; a link to any other
// page, or to the home with a query or a fragment, opens as linked (issue 27 §2).
if (window.location.pathname === '/' && !window.location.search && !window.location.hash && rememberedLocale() === 'es') {
  window.history.replaceState(null, '', '/es/');
}

// The page's language's messages come first (one small chunk), so the first paint is in that language.
void preloadSiteLocale(splitLocalePath(window.location.pathname).locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
