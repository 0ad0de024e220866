// The assistant's code, split from the page's first download: SiteAssistant imports this on idle or on the first press.
export { Assistant } from '@securesplit/widgets';
