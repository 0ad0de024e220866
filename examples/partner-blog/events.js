/* global document, window, Element */
// The host page listens on document: the elements' events bubble out of their shadow roots.
const log = document.getElementById('event-log');
const received = [];
window.securesplitEvents = received;
for (const type of ['securesplit:ready', 'securesplit:calculated', 'securesplit:lead-submitted', 'securesplit:pdf', 'securesplit:error']) {
  document.addEventListener(type, (event) => {
    const source = event.target instanceof Element ? event.target.localName : 'unknown';
    received.push({ type, source, detail: event.detail });
    const item = document.createElement('li');
    item.textContent = `${type} from <${source}>`;
    log.append(item);
  });
}
