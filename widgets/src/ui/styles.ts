/**
 * The widgets' one stylesheet: design tokens and every shared part. The root resets everything it
 * could inherit from the host page (`all: initial`), so host rules such as
 * `* { font: 22px serif !important }` stop at the shadow boundary.
 *
 * Theming: set these custom properties on the element (they inherit through the shadow root):
 * --securesplit-color-primary, --securesplit-color-on-primary, --securesplit-color-text,
 * --securesplit-color-muted, --securesplit-color-background, --securesplit-color-surface,
 * --securesplit-color-border, --securesplit-color-danger, --securesplit-color-success,
 * --securesplit-color-warning, --securesplit-font-family, --securesplit-radius, and --securesplit-scroll-offset
 * (the height of a fixed header the page has, kept clear when a result is scrolled into view).
 * Parts for `::part()`: root, form, field, input, button, results, amount, breakdown, worksheet,
 * dialog, tabs, tab, chart. The page's toasts live in `<securesplit-toasts>` (parts: region, toast).
 */
export const BASE_CSS: string = `
.ss-root{all:initial;display:block;box-sizing:border-box;container-type:inline-size;
 font-family:var(--securesplit-font-family,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif);
 font-size:16px;line-height:1.5;color:var(--ss-text);background:var(--ss-bg);border-radius:var(--ss-radius);
 padding:16px;text-align:left;
 --ss-primary:var(--securesplit-color-primary,#1d4ed8);--ss-on-primary:var(--securesplit-color-on-primary,#ffffff);
 --ss-text:var(--securesplit-color-text,#1f2937);--ss-muted:var(--securesplit-color-muted,#4b5563);
 --ss-bg:var(--securesplit-color-background,#ffffff);--ss-surface:var(--securesplit-color-surface,#f3f4f6);
 --ss-border:var(--securesplit-color-border,#6b7280);--ss-danger:var(--securesplit-color-danger,#b91c1c);
 --ss-success:var(--securesplit-color-success,#15803d);--ss-warning:var(--securesplit-color-warning,#92400e);
 --ss-radius:var(--securesplit-radius,8px)}
.ss-root[data-theme=dark]{--ss-primary:var(--securesplit-color-primary,#93c5fd);--ss-on-primary:var(--securesplit-color-on-primary,#0b1220);
 --ss-text:var(--securesplit-color-text,#f3f4f6);--ss-muted:var(--securesplit-color-muted,#cbd5e1);
 --ss-bg:var(--securesplit-color-background,#0f172a);--ss-surface:var(--securesplit-color-surface,#1e293b);
 --ss-border:var(--securesplit-color-border,#94a3b8);--ss-danger:var(--securesplit-color-danger,#fca5a5);
 --ss-success:var(--securesplit-color-success,#86efac);--ss-warning:var(--securesplit-color-warning,#fcd34d)}
@media (prefers-color-scheme:dark){.ss-root[data-theme=auto]{--ss-primary:var(--securesplit-color-primary,#93c5fd);--ss-on-primary:var(--securesplit-color-on-primary,#0b1220);
 --ss-text:var(--securesplit-color-text,#f3f4f6);--ss-muted:var(--securesplit-color-muted,#cbd5e1);
 --ss-bg:var(--securesplit-color-background,#0f172a);--ss-surface:var(--securesplit-color-surface,#1e293b);
 --ss-border:var(--securesplit-color-border,#94a3b8);--ss-danger:var(--securesplit-color-danger,#fca5a5);
 --ss-success:var(--securesplit-color-success,#86efac);--ss-warning:var(--securesplit-color-warning,#fcd34d)}}
.ss-root *,.ss-root *::before,.ss-root *::after{box-sizing:border-box}
.ss-root h2,.ss-root h3,.ss-root h4{margin:0 0 8px;line-height:1.25;font-weight:700;color:inherit}
.ss-root h2{font-size:1.35em}.ss-root h3{font-size:1.125em}.ss-root h4{font-size:1em}
.ss-root p{margin:0 0 8px}
.ss-root a{color:var(--ss-primary)}
.ss-root :focus-visible{outline:3px solid var(--ss-primary);outline-offset:2px}
.ss-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ss-calc{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@container (min-width:720px){.ss-calc{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.ss-row{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.ss-form{display:grid;gap:12px;align-content:start;grid-template-columns:minmax(0,1fr);min-width:0}
.ss-row{display:grid;gap:12px;grid-template-columns:minmax(0,1fr)}
.ss-field{display:grid;gap:4px;grid-template-columns:minmax(0,1fr);min-width:0}
.ss-label{font-weight:600;font-size:.95em}
.ss-input,.ss-select,.ss-textarea{font:inherit;color:var(--ss-text);background:var(--ss-bg);border:1px solid var(--ss-border);
 border-radius:calc(var(--ss-radius) - 2px);padding:10px 12px;min-height:44px;width:100%;margin:0}
.ss-textarea{min-height:96px;resize:vertical}
.ss-input[aria-invalid=true],.ss-select[aria-invalid=true],.ss-textarea[aria-invalid=true]{border-color:var(--ss-danger);border-width:2px}
.ss-hint{font-size:.875em;color:var(--ss-muted)}
.ss-error{font-size:.875em;color:var(--ss-danger);font-weight:600}
.ss-warning{font-size:.875em;color:var(--ss-warning);font-weight:600}
.ss-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.ss-btn{font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border-radius:calc(var(--ss-radius) - 2px);cursor:pointer;
 border:2px solid var(--ss-primary);background:var(--ss-bg);color:var(--ss-primary);margin:0;text-transform:none;letter-spacing:normal}
a.ss-btn{display:inline-flex;align-items:center;text-decoration:none}
.ss-btn-primary{background:var(--ss-primary);color:var(--ss-on-primary)}
.ss-btn[disabled]{opacity:.6;cursor:not-allowed}
.ss-btn-link{border:none;background:none;padding:10px 4px;text-decoration:underline}
.ss-card{background:var(--ss-surface);border-radius:var(--ss-radius);padding:16px}
.ss-offers{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;min-width:0}
.ss-results{min-width:0;overflow-wrap:anywhere;display:grid;grid-template-columns:minmax(0,1fr);gap:12px;align-content:start;background:var(--ss-surface);border-radius:var(--ss-radius);padding:16px;min-height:240px}
/* A result's headline figure keeps to one line: 2em, or its headline's width shared among its characters (about
   0.65em each in a bold face, 0.7 leaves room) when that is smaller, as for nine digits and cents on a phone. */
.ss-headline{container-type:inline-size}
/* A new result's headline is scrolled into view (results/reveal.ts) with its panel's title above it; a host page
   with a fixed header adds that header's height as --securesplit-scroll-offset. */
.ss-headline{scroll-margin:calc(var(--securesplit-scroll-offset,0px) + 4.5em) 0 16px}
.ss-amount{display:block;font-size:2em;font-size:min(2em,calc(100cqi / (var(--ss-amount-length,1) * .7)));font-weight:800;line-height:1.1;margin:4px 0}
.ss-amount[data-tone=increase]{color:var(--ss-danger)}.ss-amount[data-tone=savings]{color:var(--ss-success)}
.ss-section{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;min-width:0;border:none;border-top:1px solid var(--ss-border);padding:12px 0 0;margin:0}
.ss-section>legend{font-weight:700;font-size:1.05em;padding:0 8px 0 0;display:flex;gap:6px;align-items:center}
.ss-breakdown{display:grid;grid-template-columns:minmax(0,1fr);gap:6px;margin:0}
.ss-breakdown-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:4px 12px;border-bottom:1px solid var(--ss-border);padding:4px 0}
.ss-breakdown dt{flex:1 1 0;min-width:min(8em,100%);display:flex;gap:4px;align-items:center;overflow-wrap:break-word}
.ss-breakdown dd{flex:0 1 auto;min-width:0;max-width:100%;margin:0 0 0 auto;white-space:nowrap;overflow-wrap:normal;text-align:right;font-weight:600;font-variant-numeric:tabular-nums}
.ss-breakdown dd[data-kind=text]{flex:1 1 100%;white-space:normal;overflow-wrap:break-word;text-align:left}
.ss-tip{position:relative;display:inline-flex}
.ss-tip-button{font:inherit;font-size:.8em;font-weight:700;width:24px;height:24px;min-height:24px;border-radius:50%;border:1px solid var(--ss-border);
 background:var(--ss-bg);color:var(--ss-text);cursor:help;padding:0;margin:0}
.ss-tip-text{display:none;position:absolute;z-index:2;left:0;top:28px;width:min(260px,60vw);padding:8px 10px;border-radius:6px;
 background:var(--ss-text);color:var(--ss-bg);font-size:.85em;font-weight:400;line-height:1.4}
.ss-tip:hover .ss-tip-text,.ss-tip:focus-within .ss-tip-text,.ss-tip[data-open=true] .ss-tip-text{display:block}
.ss-breakdown-row{position:relative}.ss-breakdown .ss-tip{position:static}.ss-breakdown .ss-tip-text{top:calc(100% - 2px);max-width:100%}
.ss-notes{font-size:.9em;color:var(--ss-muted);margin:0;padding-left:20px}
.ss-badge{display:inline-block;font-size:.8em;font-weight:700;padding:2px 8px;border-radius:999px;border:1px solid currentColor}
.ss-estimate{border-left:4px solid var(--ss-warning);padding:8px 12px;background:var(--ss-bg);font-size:.9em}
.ss-estimate .ss-badge{color:var(--ss-warning)}
.ss-why summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center;color:var(--ss-primary)}
.ss-official .ss-badge{color:var(--ss-success)}
.ss-worksheet summary{cursor:pointer;font-weight:700;min-height:44px;display:flex;align-items:center}
.ss-worksheet table{border-collapse:collapse;width:100%;font-size:.9em;table-layout:fixed}.ss-worksheet th:last-child,.ss-worksheet td:last-child{width:8.5em}
.ss-worksheet th,.ss-worksheet td{text-align:left;vertical-align:top;padding:6px 4px;border-bottom:1px solid var(--ss-border)}
.ss-worksheet td.ss-num{text-align:right;font-variant-numeric:tabular-nums}.ss-worksheet td.ss-num[data-kind=money],.ss-worksheet td.ss-num[data-kind=percent],.ss-worksheet td.ss-num[data-kind=number]{white-space:nowrap;overflow-wrap:normal}
.ss-formula{display:block;color:var(--ss-muted);font-size:.8em}
.ss-sources{font-size:.85em;padding-left:20px;margin:8px 0 0}
.ss-banner{border-radius:var(--ss-radius);padding:10px 12px;font-weight:600;border-left:4px solid var(--ss-primary);background:var(--ss-bg)}
.ss-banner[data-type=success]{border-color:var(--ss-success)}.ss-banner[data-type=milestone]{border-color:var(--ss-warning)}
.ss-banner[data-tone=deficit]{border-color:var(--ss-danger);color:var(--ss-danger)}
.ss-banner[data-tone=tight]{border-color:var(--ss-warning)}.ss-banner[data-tone=healthy]{border-color:var(--ss-success)}
.ss-form-alert{border-left:4px solid var(--ss-danger);background:var(--ss-bg);color:var(--ss-text);border-radius:calc(var(--ss-radius) - 2px);padding:8px 12px;margin:0}
.ss-form-alert:empty{display:none}.ss-form-alert strong{display:block;color:var(--ss-danger)}
.ss-dialog{border:none;border-radius:var(--ss-radius);padding:0;max-width:min(560px,calc(100vw - 24px));width:100%;
 color:var(--ss-text);background:var(--ss-bg);font:inherit}
.ss-dialog::backdrop{background:rgba(15,23,42,.6)}
.ss-dialog-body{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;padding:20px;overflow-wrap:break-word;max-height:calc(100vh - 48px);overflow:auto}
.ss-dialog-header{display:flex;justify-content:space-between;align-items:start;gap:8px}.ss-dialog-header h3{min-width:0}
.ss-scheduler{width:100%;height:700px;border:0}
.ss-tabs{display:flex;flex-wrap:wrap;gap:4px;border-bottom:2px solid var(--ss-border);margin-bottom:12px}
.ss-tab{font:inherit;font-weight:600;min-height:44px;padding:8px 14px;border:none;background:none;color:var(--ss-text);cursor:pointer;
 border-bottom:3px solid transparent;margin:0 0 -2px}
.ss-tab[aria-selected=true]{border-bottom-color:var(--ss-primary);color:var(--ss-primary)}
.ss-chart{margin:0}.ss-chart svg{display:block;width:100%;height:auto}
.ss-chart figcaption{font-size:.85em;color:var(--ss-muted)}
.ss-chart .ss-fill-a{fill:var(--ss-primary)}.ss-chart .ss-fill-b{fill:var(--ss-warning)}
.ss-chart .ss-fill-good{fill:var(--ss-success)}.ss-chart .ss-fill-bad{fill:var(--ss-danger)}
.ss-chart text{fill:var(--ss-text);font-size:12px;font-family:inherit}
.ss-moves-line{fill:none;stroke:var(--ss-primary);stroke-width:2}.ss-moves-mark{stroke:var(--ss-danger);stroke-width:1.5;stroke-dasharray:3 3}
.ss-moves-now{stroke:var(--ss-text);stroke-width:2}.ss-moves-zero{stroke:var(--ss-border)}.ss-moves-list{margin:0;padding-left:20px}.ss-moves h5{margin:8px 0 4px}.ss-moves .ss-chart svg{max-width:480px}
.ss-stars{display:flex;gap:4px;border:none;padding:0;margin:0}
.ss-star{font:inherit;font-size:1.6em;line-height:1;min-width:44px;min-height:44px;border:none;background:none;cursor:pointer;color:var(--ss-border);padding:0}
.ss-star[data-lit=true]{color:var(--ss-warning)}
.ss-progress{width:100%;height:10px;accent-color:var(--ss-primary)}
.ss-options{display:grid;grid-template-columns:minmax(0,1fr);min-width:0;gap:8px;border:none;padding:0;margin:0}
.ss-toggle{grid-template-columns:repeat(auto-fit,minmax(min(100%,11em),1fr));min-width:0}.ss-toggle legend{padding:0;margin-bottom:4px}
.ss-option{display:flex;gap:10px;align-items:center;overflow-wrap:break-word;min-height:44px;padding:8px 12px;border:1px solid var(--ss-border);border-radius:calc(var(--ss-radius) - 2px);cursor:pointer}
.ss-option input{flex:none;width:20px;height:20px;margin:0;accent-color:var(--ss-primary)}
.ss-list{margin:0;padding-left:20px}.ss-next-steps li{margin:4px 0}.ss-next-steps a,.ss-link-button{display:inline-block;min-height:44px;padding:10px 0;box-sizing:border-box}.ss-link-button{font:inherit;color:var(--ss-primary);text-decoration:underline;background:none;border:0;cursor:pointer;text-align:left}
.ss-spinner{width:20px;height:20px;border-radius:50%;border:3px solid var(--ss-border);border-top-color:var(--ss-primary);animation:ss-spin 1s linear infinite}
@keyframes ss-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ss-spinner{animation:none}}
.ss-status{display:flex;gap:10px;align-items:center}
.ss-rows,.ss-row-item{min-width:0;margin:0;display:grid;grid-template-columns:minmax(0,1fr);gap:8px}
.ss-rows{border:none;padding:0}.ss-rows-legend{font-weight:700;padding:0;margin-bottom:4px}
.ss-row-item{border:1px solid var(--ss-border);border-radius:calc(var(--ss-radius) - 2px);padding:8px 12px 4px}
.ss-row-legend{font-weight:600;font-size:.95em;padding:0 4px}.ss-row-remove{justify-self:start}
.ss-items{border-collapse:collapse;width:100%;font-size:.9em;table-layout:fixed}.ss-items caption{text-align:left;font-weight:700;padding:4px 0}
.ss-items th,.ss-items td{text-align:left;vertical-align:top;padding:6px 4px;border-bottom:1px solid var(--ss-border);overflow-wrap:anywhere}
.ss-items th:last-child,.ss-items td:last-child{width:7.5em;text-align:right;white-space:nowrap;overflow-wrap:normal;font-variant-numeric:tabular-nums}
.ss-table-scroll{max-width:100%;overflow-x:auto;margin:4px 0 8px}
.ss-typical{border-collapse:collapse;width:100%;min-width:20em;font-size:.9em}.ss-typical caption{text-align:left;font-weight:700;padding:4px 0}
.ss-typical th,.ss-typical td{text-align:left;vertical-align:top;padding:6px 4px;border-bottom:1px solid var(--ss-border)}
.ss-typical .ss-num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
/* A printed result (the Print / Save as PDF button, or the browser's print): the result with its worksheet and sources,
   without the form that made it, the offers or the button. */
@media print{.ss-offers,.ss-print-action,[data-no-print]{display:none!important}.ss-calc:has(.ss-results .ss-amount){display:block}
 .ss-calc:has(.ss-results .ss-amount)>.ss-form{display:none}.ss-results{background:none;min-height:0}}
.ss-check{display:flex;gap:10px;align-items:center;min-height:44px;overflow-wrap:break-word}.ss-check input{flex:none;width:20px;height:20px;margin:0;accent-color:var(--ss-primary)}
`;
