/**
 * The assistant's own stylesheet, on top of BASE_CSS (whose tokens it uses). The element adopts it
 * into its shadow root; the React component also adopts it into whatever root it renders in (the
 * site's document, a story's shadow root), so a React host needs no extra step.
 * Parts: launcher, assistant-card, message, sources, action, input, send.
 *
 * Sizes from spec part 1, section 9: the card is about 384 × 500 px; on a phone narrower than 480 px it
 * takes the width of the screen less 8 px each side, and never more height than the screen has.
 * It sits just below the page's toasts (which move to the top edge rather than cover its input).
 */
export const ASSISTANT_CSS: string = `
.ss-root.ss-assistant-root{padding:0;background:none;container-type:normal;min-height:0}
.ss-assistant-launcher{position:fixed;right:16px;bottom:16px;z-index:2147482000;width:56px;height:56px;padding:0;margin:0;
 display:flex;align-items:center;justify-content:center;border-radius:50%;border:2px solid var(--ss-bg);cursor:pointer;
 background:var(--ss-primary);color:var(--ss-on-primary);box-shadow:0 4px 14px rgba(0,0,0,.3)}
.ss-assistant-launcher[hidden]{display:none}
.ss-assistant-launcher svg{width:28px;height:28px;display:block}
.ss-root .ss-assistant-launcher:focus-visible{outline:3px solid var(--ss-primary);outline-offset:3px}
.ss-assistant-card{position:fixed;right:16px;bottom:16px;z-index:2147482000;width:384px;height:500px;
 max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);max-height:calc(100dvh - 32px);
 display:flex;flex-direction:column;overflow:hidden;background:var(--ss-bg);color:var(--ss-text);
 border:1px solid var(--ss-border);border-radius:12px;box-shadow:0 8px 28px rgba(0,0,0,.3)}
.ss-assistant-card[hidden]{display:none}
@media (max-width:479px){.ss-assistant-card{left:8px;right:8px;bottom:8px;width:auto;max-width:none;max-height:calc(100vh - 16px);max-height:calc(100dvh - 16px)}}
.ss-assistant-header{flex:none;display:flex;align-items:center;justify-content:space-between;gap:8px;padding:6px 6px 6px 16px;
 background:var(--ss-primary);color:var(--ss-on-primary)}
.ss-root .ss-assistant-header h2{margin:0;font-size:1.05em;min-width:0}
.ss-assistant-close{font:inherit;font-size:20px;line-height:1;min-width:44px;min-height:44px;padding:0;margin:0;border:none;border-radius:6px;
 background:none;color:inherit;cursor:pointer}
.ss-root .ss-assistant-close:focus-visible{outline:3px solid var(--ss-on-primary);outline-offset:-3px}
.ss-assistant-messages{position:relative;flex:1 1 auto;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:12px}
.ss-root .ss-assistant-messages:focus-visible{outline-offset:-3px}
.ss-assistant-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.ss-bubble{max-width:88%;padding:8px 12px;border-radius:12px;overflow-wrap:anywhere;align-self:flex-start;
 background:var(--ss-surface);color:var(--ss-text)}
.ss-bubble[data-from=user]{align-self:flex-end;background:var(--ss-primary);color:var(--ss-on-primary)}
.ss-root .ss-bubble-text{margin:0;white-space:pre-line}
.ss-bubble-thinking{display:flex;gap:8px;align-items:center;font-style:italic;margin-top:10px}
.ss-bubble-thinking .ss-spinner{width:16px;height:16px;border-width:2px}
.ss-assistant-sources{margin:8px 0 0;padding:6px 0 0;border-top:1px solid var(--ss-border);font-size:.85em}
.ss-root .ss-assistant-sources h3{font-size:1em;margin:0 0 2px}
.ss-assistant-sources ul{margin:0;padding-left:18px}
.ss-assistant-sources a{display:inline-block;min-height:24px}
.ss-assistant-source-meta{color:var(--ss-muted)}
.ss-assistant-actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.ss-assistant-actions .ss-btn{font-size:.9em;padding:8px 12px;background:var(--ss-bg);white-space:normal;text-align:left}
.ss-assistant-form{flex:none;display:flex;gap:8px;align-items:flex-end;padding:8px 12px;border-top:1px solid var(--ss-border)}
.ss-assistant-form .ss-textarea{flex:1 1 auto;min-width:0;min-height:44px;max-height:120px;resize:none;padding:10px 12px}
.ss-assistant-form .ss-btn{flex:none}
.ss-assistant [aria-disabled=true]{opacity:.6;cursor:not-allowed}
.ss-assistant-count{font-size:.8em;color:var(--ss-muted);padding:0 12px}
.ss-assistant-footer{flex:none;padding:0 12px 8px;font-size:.85em;display:flex;flex-wrap:wrap;gap:0 12px;align-items:center;justify-content:space-between}
.ss-root .ss-assistant-footer p{margin:0;color:var(--ss-muted)}
.ss-assistant-footer a{display:inline-flex;align-items:center;min-height:24px}
@media (forced-colors:active){.ss-assistant-launcher,.ss-bubble{border:1px solid CanvasText}}
@media print{.ss-root.ss-assistant-root{display:none}}
`;
