import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles.css';

// Uncaught errors and rejections are logged as warnings instead of surfacing as browser errors
// (the product's behaviour, spec part 1 section 4); render errors reach the crash screen.
window.addEventListener('error', (event) => console.warn('Uncaught error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled rejection', event.reason);
  event.preventDefault();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
