import { useState } from 'react';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import { ConsultationDialog } from './ConsultationDialog.js';
import type { ConsultationType } from './tags.js';

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
  /** `en` or `es`; without it, the page's `<html lang>`, else English. */
  locale?: string;
}

const TYPES: readonly ConsultationType[] = ['free-consultation', 'strategy-session', 'professional-consultation'];

/**
 * `<securesplit-consultation>`: a booking button and the consultation dialog.
 * @event securesplit:lead-submitted - detail `{ form: <consultation type>, source }`
 */
export function Consultation(props: ConsultationProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <ConsultationFrame {...props} />
    </LocaleBoundary>
  );
}

function ConsultationFrame(props: ConsultationProps) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const type = props.consultationType && TYPES.includes(props.consultationType) ? props.consultationType : 'free-consultation';
  return (
    <WidgetFrame element="securesplit-consultation" label={t('leads.consultation.region')} {...props}>
      <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setOpen(true)}>
        {/* The partner's own words, when given, are in the page's language already. */}
        {props.label ?? t(`leads.consultation.title.${type}`)}
      </button>
      <ConsultationDialog open={open} type={type} onClose={() => setOpen(false)} schedulingUrl={props.schedulingUrl} source={props.source} />
    </WidgetFrame>
  );
}
