import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WellnessQuiz } from '../quiz/WellnessQuiz.js';
import { WidgetFrame } from '../runtime/context.js';
import { LocaleBoundary } from '../runtime/i18n.js';
import { createFakeApi, type FakeApi } from '../test-support/fake-api.js';
import { clearToasts, shownToastText } from '../test-support/toasts.js';
import { Consultation } from './Consultation.js';
import { Feedback } from './Feedback.js';
import { GuidanceDialog } from './GuidanceDialog.js';
import { Newsletter } from './Newsletter.js';
import { ProWaitlist } from './ProWaitlist.js';

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi('ok');
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const type = (name: string, value: string) => fireEvent.change(document.querySelector(`dialog [name=${name}], [name=${name}]`)!, { target: { value } });

describe('<Feedback>', () => {
  it('previews a rating on hover without choosing it, and requires one', async () => {
    render(<Feedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    const stars = screen.getAllByRole('button', { name: /star/ });
    fireEvent.mouseEnter(stars[3]!);
    expect(stars.filter((s) => s.getAttribute('data-lit') === 'true')).toHaveLength(4);
    expect(stars.every((s) => s.getAttribute('aria-pressed') === 'false')).toBe(true);
    fireEvent.mouseLeave(stars[3]!.parentElement!);
    expect(stars.filter((s) => s.getAttribute('data-lit') === 'true')).toHaveLength(0);
    type('name', 'Ana Ruiz');
    type('email', 'ana@example.com');
    type('message', 'Helpful');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    });
    // Shown inside the dialog, announced, not as a page toast behind the modal.
    const notice = screen.getByRole('alert');
    expect(notice.closest('dialog')).not.toBeNull();
    expect(notice.textContent).toBe('Missing Information Please fill in all required fields and provide a rating.');
    expect(shownToastText()).toBe('');
    fireEvent.click(stars[2]!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    });
    expect(shownToastText()).toContain('Thank you for your feedback!');
    expect(api.calls.find((c) => c.path === '/api/v1/leads')?.body).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', leadType: 'feedback' });
  });
});

describe('<ProWaitlist>', () => {
  it('requires the profession', async () => {
    render(<ProWaitlist />);
    fireEvent.click(screen.getByRole('button', { name: 'Join the Pro Waitlist' }));
    type('firstName', 'Lee');
    type('lastName', 'Park');
    type('email', 'lee@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    });
    const notice = screen.getByRole('alert');
    expect(notice.closest('dialog')).not.toBeNull();
    expect(notice.textContent).toContain('Please fill in all required fields.');
    const profession = document.querySelector('dialog [name=profession]')!;
    expect(profession.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(profession.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(profession);
    expect(api.calls.filter((c) => c.path === '/api/v1/leads')).toHaveLength(0);
  });

  it('shows the server’s field message under its field in the dialog and keeps what was typed', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(
        JSON.stringify({ type: 'about:blank', title: 'Invalid request', status: 400, detail: 'Some fields are missing or invalid.', errors: [{ path: 'firstName', message: 'First name must be at most 100 characters' }] }),
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    render(<ProWaitlist />);
    fireEvent.click(screen.getByRole('button', { name: 'Join the Pro Waitlist' }));
    type('firstName', 'L'.repeat(127));
    type('lastName', 'Park');
    type('email', 'lee@example.com');
    type('profession', 'attorney');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Double-check your information Correct the marked fields and try again.');
    const firstName = document.querySelector<HTMLInputElement>('dialog [name=firstName]')!;
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('First name must be at most 100 characters');
    expect(firstName.value).toBe('L'.repeat(127));
    expect(shownToastText()).toBe('');
  });
});

describe('<Newsletter>', () => {
  it('an address already subscribed: says so, not "Welcome" and not a failure (issue 33 §6)', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(
        JSON.stringify({ type: 'https://securesplit.app/problems/already-subscribed', title: 'Already subscribed', status: 409, detail: 'This email address is already subscribed to the newsletter.' }),
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    render(<Newsletter />);
    type('firstName', 'Jordan');
    type('lastName', 'Rivera');
    type('email', 'jordan@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(shownToastText()).toContain("You're already subscribed");
    expect(shownToastText()).not.toContain('Welcome to our newsletter!');
    expect(shownToastText()).not.toMatch(/went wrong|try again|Double-check/i);
  });

  it('says the service is unavailable (from the problem) and keeps the entries', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(
        JSON.stringify({ type: 'about:blank', title: 'Service unavailable', status: 503, detail: 'We could not save this right now. Nothing was stored; please try again shortly.', retryAfter: 5 }),
        { status: 503, headers: { 'content-type': 'application/problem+json', 'retry-after': '5' } },
      ),
    );
    render(<Newsletter />);
    type('firstName', 'Jordan');
    type('lastName', 'Rivera');
    type('email', 'jordan@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(shownToastText()).toContain('We could not save this right now. Nothing was stored; please try again shortly. Your entries are kept.');
    expect(shownToastText()).not.toContain('Double-check');
    expect((document.querySelector('[name=firstName]') as HTMLInputElement).value).toBe('Jordan');
    expect((document.querySelector('[name=email]') as HTMLInputElement).value).toBe('jordan@example.com');
  });
});

describe('<Consultation>', () => {
  it('saves the lead, shows the scheduler a second later, and resets when closed', async () => {
    render(<Consultation consultationType="strategy-session" schedulingUrl="https://scheduler.example/securesplit" />);
    fireEvent.click(screen.getByRole('button', { name: 'Book Your Strategy Session' }));
    type('firstName', 'Kim');
    type('lastName', 'Doe');
    type('email', 'kim@example.com');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to Scheduling' }));
    });
    expect(api.calls.find((c) => c.path === '/api/v1/leads')?.body).toMatchObject({ leadType: 'strategy-session', tags: ['securesplit', 'strategy-session', 'high-value-prospect'] });
    expect(document.querySelector('iframe')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://scheduler.example/securesplit');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Your Strategy Session' }));
    expect((document.querySelector('dialog [name=firstName]') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('<WellnessQuiz>', () => {
  it('keeps Next disabled until answered, keeps answers when going back, and scores at the end', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    render(<WellnessQuiz />);
    await screen.findByRole('button', { name: 'Start the Quiz' });
    fireEvent.click(screen.getByRole('button', { name: 'Start the Quiz' }));
    expect(screen.getByText(/Question 1 of 8 · 0% complete/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    for (let i = 0; i < 8; i++) {
      fireEvent.click(screen.getAllByRole('radio')[2]!);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: i === 7 ? 'Get Results' : 'Next' }));
      });
    }
    expect(document.querySelector('[part=amount]')?.textContent).toBe('16 / 24');
    expect(gtag).toHaveBeenCalledWith('event', 'quiz_complete', { quiz_type: 'financial_wellness', score: 16, level: 'good' });
    fireEvent.click(screen.getByRole('button', { name: 'Get Detailed Report' }));
    expect((screen.getByRole('button', { name: 'Get My Results' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('<Newsletter locale="es"> (issue 27)', () => {
  it('asks, checks and welcomes in Spanish, and asks the API in Spanish', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (request: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('accept-language') ?? '');
      return api.fetch(request, init);
    });
    render(<Newsletter locale="es" />);
    expect(screen.getByRole('heading', { name: 'Reciba consejos sobre las finanzas del divorcio por correo electrónico' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Suscripción al boletín' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    });
    expect(shownToastText()).toContain('Falta información');
    expect(shownToastText()).toContain('Complete todos los campos.');
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    type('firstName', 'Ana');
    type('lastName', 'Ruiz');
    type('email', 'ana@');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    });
    expect(screen.getByText('Escriba una dirección de correo electrónico válida.')).toBeTruthy();
    clearToasts();
    type('email', 'ana@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    });
    expect(shownToastText()).toContain('¡Bienvenido a nuestro boletín!');
    expect(sent.filter(Boolean)).toEqual(['es']);
    expect(document.body.textContent).not.toMatch(/\b(Subscribe|First name|Email address|required|Missing|Welcome)\b/);
  });
});

describe('the pro waitlist, feedback and consultation forms with locale="es" (issue 27)', () => {
  it('<ProWaitlist>: card, form, choices and checks in Spanish', async () => {
    render(<ProWaitlist locale="es" />);
    expect(screen.getByRole('heading', { name: 'SecureSplit Pro para profesionales' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unirse a la lista de espera de Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Unirse a la lista de espera de Pro' });
    expect(within(dialog).getByRole('option', { name: 'Abogado' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'De 6 a 15 casos al mes' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Solo estoy explorando' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Unirse a la lista de espera' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Falta información Complete todos los campos obligatorios.');
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/\b(Join|Profession|Attorney|Select|Cancel|required|Missing|Coming Soon)\b/);
  });

  it('<Feedback>: the dialog, its stars and its checks in Spanish', async () => {
    render(<Feedback locale="es" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartir comentarios' }));
    const dialog = screen.getByRole('dialog', { name: 'Comparta sus comentarios' });
    expect(within(dialog).getAllByRole('button', { name: /estrellas?$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas']);
    expect(within(dialog).getByRole('option', { name: 'Exactitud de los cálculos' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Particular' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar comentarios' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Falta información Complete todos los campos obligatorios y elija una calificación.');
    fireEvent.click(within(dialog).getByRole('button', { name: '4 estrellas' }));
    expect(within(dialog).getByText('Eligió 4 de 5.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(Share|Feedback|Name|Category|Subject|Message|rating|stars?|Cancel|required|Missing)\b/);
  });

  it('<Consultation>: the button and the booking dialog in Spanish; a partner’s own label stays', async () => {
    render(<Consultation locale="es" consultationType="strategy-session" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reserve su sesión de estrategia' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve su sesión de estrategia' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar para elegir la hora' }));
    });
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Teléfono (opcional)')).toBeTruthy();
    cleanup();
    render(<Consultation locale="es" label="Hable con nosotros" />);
    expect(screen.getByRole('button', { name: 'Hable con nosotros' })).toBeTruthy();
  });
});

describe('<GuidanceDialog> (issue 27)', () => {
  const dialog = () => <GuidanceDialog open onClose={() => undefined} calculationType="child-support" calculationId={null} />;

  it('speaks Spanish under a Spanish calculator and English elsewhere', async () => {
    render(
      <LocaleBoundary locale="es">
        <WidgetFrame element="securesplit-child-support" label="Calculadora">
          {dialog()}
        </WidgetFrame>
      </LocaleBoundary>,
    );
    const spanish = await screen.findByRole('dialog', { name: 'Obtenga orientación de un experto' });
    expect(within(spanish).getByText(/^Un analista financiero certificado en divorcios \(CDFA\) puede revisar/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(spanish).getByRole('button', { name: 'Obtenga orientación de un experto' }));
    });
    expect(within(spanish).getByRole('alert').textContent).toBe('Falta información Complete todos los campos.');
    expect(within(spanish).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    cleanup();
    render(<WidgetFrame element="securesplit-child-support" label="Calculator">{dialog()}</WidgetFrame>);
    const english = screen.getByRole('dialog', { name: 'Get Expert Guidance' });
    expect(within(english).getByText(/^A certified divorce financial analyst can review this result with you/)).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
