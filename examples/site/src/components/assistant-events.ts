/** Asks the page's floating assistant to open (the support page's quick help); SiteAssistant listens for it. */
export const OPEN_ASSISTANT_EVENT = 'securesplit:open-assistant';

export function openAssistant(): void {
  window.dispatchEvent(new Event(OPEN_ASSISTANT_EVENT));
}
