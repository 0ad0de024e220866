import { useState } from 'react';
import type { LeadPayload } from '../api/client.js';
import { useWidget } from '../runtime/context.js';
import type { Toast } from '../ui/toaster.js';

/** Sends a lead, toasts the outcome, and tells the host page (form name and source only). */
export function useLeadSubmit(formName: string, messages: { success: Toast; failure: Toast }) {
  const { api, toast, emit, partner, element } = useWidget();
  const [sending, setSending] = useState(false);
  async function send(lead: LeadPayload): Promise<boolean> {
    setSending(true);
    try {
      await api.submitLead(lead);
      toast.show({ ...messages.success, variant: 'success' });
      emit('securesplit:lead-submitted', { form: formName, source: lead.source });
      return true;
    } catch (error) {
      toast.show({ ...messages.failure, variant: 'destructive' });
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: messages.failure.title });
      return false;
    } finally {
      setSending(false);
    }
  }
  return { send, sending, partner, toast };
}
