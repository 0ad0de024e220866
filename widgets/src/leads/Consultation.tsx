import { useState } from 'react';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { ConsultationDialog } from './ConsultationDialog.js';
import { CONSULTATION_TITLES, type ConsultationType } from './tags.js';

/** Props of the consultation booking button and dialog. */
export interface ConsultationProps extends WidgetCommonProps {
  /** free-consultation (default), strategy-session or professional-consultation. */
  consultationType?: ConsultationType;
  /** The scheduling page shown 700 px high once the request is saved. */
  schedulingUrl?: string;
  /** The trigger button's text. */
  label?: string;
  /** Where the request came from, saved as the lead's source (default `website`), e.g. `property-division-calculator`. */
  source?: string;
}

const TYPES: readonly ConsultationType[] = ['free-consultation', 'strategy-session', 'professional-consultation'];

/**
 * `<securesplit-consultation>`: a booking button and the consultation dialog.
 * @event securesplit:lead-submitted - detail `{ form: <consultation type>, source }`
 */
export function Consultation(props: ConsultationProps) {
  const [open, setOpen] = useState(false);
  const type = props.consultationType && TYPES.includes(props.consultationType) ? props.consultationType : 'free-consultation';
  return (
    <WidgetFrame element="securesplit-consultation" label="Book a consultation" {...props}>
      <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setOpen(true)}>
        {props.label ?? CONSULTATION_TITLES[type]}
      </button>
      <ConsultationDialog open={open} type={type} onClose={() => setOpen(false)} schedulingUrl={props.schedulingUrl} source={props.source} />
    </WidgetFrame>
  );
}
