import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_CSS } from '@securesplit/widgets';
import { App } from './App.js';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
