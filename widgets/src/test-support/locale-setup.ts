import { loadCatalogue } from '@securesplit/engine/locale';

// Both languages' messages are loaded before any test renders, so a converted widget renders at once (as it does in
// a page once its language's chunk has arrived) and synchronous queries find its text.
await Promise.all([loadCatalogue('en'), loadCatalogue('es')]);
