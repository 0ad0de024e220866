import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { AlimonyBody } from '../alimony/AlimonyCalculator.js';
import { BudgetBody } from '../budget/BudgetCalculator.js';
import { ChildSupportBody } from '../child-support/ChildSupportCalculator.js';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import type { CalculatorInput } from '../shared/prefill.js';

/** The three tabs of the free calculators. */
export type FreeCalculatorTab = 'child-support' | 'alimony' | 'budget';

/** Props of the tabbed free calculators. */
export interface FreeCalculatorsProps extends WidgetCommonProps {
  /** The tab shown first. */
  tab?: FreeCalculatorTab;
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
  /**
   * A stored calculation to reopen: its calculator's tab is shown first with the form filled from its
   * input, and its result is shown at once when the input is complete. `inHistory`: the calculation is already
   * in the signed-in person's history (showing it again does not add it again). Read when the element first
   * renders (remount, e.g. with a React `key`, to open another).
   */
  reopen?: { calculator: FreeCalculatorTab; input: CalculatorInput; inHistory?: boolean };
  /** `en` or `es`; without it, the page's `<html lang>`, else English. All three calculators speak it. */
  locale?: string;
}

const TABS = [
  { id: 'child-support', label: 'tabs.childSupport' },
  { id: 'alimony', label: 'tabs.alimony' },
  { id: 'budget', label: 'tabs.budget' },
] as const satisfies readonly { id: FreeCalculatorTab; label: string }[];

/**
 * `<securesplit-free-calculators>`: the three free calculators as tabs (WAI-ARIA tabs pattern:
 * arrow keys, Home and End move between tabs). Each panel stays mounted, so switching keeps input.
 * @event securesplit:calculated - detail `{ calculator, result, calculationId }`
 * @event securesplit:pdf - detail `{ calculator }` when a result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @csspart tabs, tab, and every part of the three calculators
 */
export function FreeCalculators(props: FreeCalculatorsProps) {
  // One boundary for the whole element: the tabs and the three panels appear together, in one language.
  return (
    <LocaleBoundary locale={props.locale}>
      <FreeCalculatorTabs {...props} />
    </LocaleBoundary>
  );
}

function FreeCalculatorTabs(props: FreeCalculatorsProps) {
  const { t } = useI18n();
  const [active, setActive] = useState<FreeCalculatorTab>(props.reopen ? props.reopen.calculator : props.tab && TABS.some((tab) => tab.id === props.tab) ? props.tab : 'child-support');
  const id = useId();
  const inputFor = (tab: FreeCalculatorTab) => (props.reopen?.calculator === tab ? props.reopen.input : undefined);
  const inHistory = props.reopen?.inHistory === true;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(TABS[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <WidgetFrame element="securesplit-free-calculators" label={t('tabs.region')} {...props}>
      <div className="ss-tabs" role="tablist" aria-label={t('tabs.label')} part="tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            part="tab"
            className="ss-tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${id}-panel-${tab.id}`} aria-labelledby={`${id}-tab-${tab.id}`} hidden={active !== tab.id}>
          {tab.id === 'child-support' ? (
            <ChildSupportBody state={props.state} schedulingUrl={props.schedulingUrl} input={inputFor(tab.id)} inputInHistory={inHistory} />
          ) : tab.id === 'alimony' ? (
            <AlimonyBody state={props.state} schedulingUrl={props.schedulingUrl} input={inputFor(tab.id)} inputInHistory={inHistory} />
          ) : (
            <BudgetBody schedulingUrl={props.schedulingUrl} input={inputFor(tab.id)} inputInHistory={inHistory} />
          )}
        </div>
      ))}
    </WidgetFrame>
  );
}
