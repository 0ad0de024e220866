import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { calculatePropertyDivision } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChildSupportCalculator } from '../child-support/ChildSupportCalculator.js';
import { PropertyDivisionCalculator } from '../premium/property-division/PropertyDivisionCalculator.js';
import { createFakeApi, FAKE_WORKSHEET_NAME, type FakeApiMode } from '../test-support/fake-api.js';
import { clearToasts, shownToastText } from '../test-support/toasts.js';
import { pageToaster } from '../ui/toaster.js';
import { REVOKE_AFTER_MS, saveFile } from './DownloadPdf.js';

/** What the page's `<a download>` clicks handed the browser (the browser's own download is the boundary: it is stopped here). */
function watchDownloads() {
  const saved: { name: string; href: string; inDocument: boolean }[] = [];
  const listener = (event: Event) => {
    const link = event.composedPath()[0];
    if (link instanceof HTMLAnchorElement && link.hasAttribute('download')) {
      event.preventDefault();
      saved.push({ name: link.download, href: link.href, inDocument: link.isConnected });
    }
  };
  document.addEventListener('click', listener, true);
  return { saved, stop: () => document.removeEventListener('click', listener, true) };
}

let downloads: ReturnType<typeof watchDownloads> | undefined;

afterEach(() => {
  downloads?.stop();
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function childSupportResult(mode: FakeApiMode) {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const onEvent = vi.fn();
  render(<ChildSupportCalculator state="new-york" onEvent={onEvent} />);
  const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
  fireEvent.change(input('custodialParentIncome'), { target: { value: '3000' } });
  fireEvent.change(input('nonCustodialParentIncome'), { target: { value: '5000' } });
  fireEvent.change(input('numberOfChildren'), { target: { value: '2' } });
  fireEvent.change(input('custodyArrangement'), { target: { value: 'primary' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Child Support' }));
  });
  expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,154.38');
  return { api, onEvent };
}

const pdfEvents = (onEvent: ReturnType<typeof vi.fn>) => onEvent.mock.calls.filter(([type]) => type === 'securesplit:pdf');

describe('Download PDF on a result (issue 26 §3)', () => {
  it('posts the input the result came from, saves the named PDF through a temporary link, and tells the host only the calculator', async () => {
    downloads = watchDownloads();
    const { api, onEvent } = await childSupportResult('ok');
    const calculation = api.calls.find((call) => call.path === '/api/v1/calculators/child-support')!;
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(downloads!.saved).toHaveLength(1));

    const request = api.calls.filter((call) => call.path === '/api/v1/worksheets');
    expect(request).toEqual([{ method: 'POST', path: '/api/v1/worksheets', body: { calculator: 'child-support', input: calculation.body }, credentials: 'same-origin' }]);
    expect(downloads.saved[0]).toEqual({ name: FAKE_WORKSHEET_NAME, href: expect.stringMatching(/^blob:/) as unknown as string, inDocument: true });
    // The link was temporary.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(pdfEvents(onEvent)).toEqual([['securesplit:pdf', { calculator: 'child-support' }]]);
    expect(screen.getByTestId('pdf-status').getAttribute('role')).toBe('status');
    // The toast region (live) says it; the button's status line, which said "Preparing PDF…", goes quiet.
    const toaster = pageToaster();
    expect([toaster.current(), ...toaster.waiting()].find((toast) => toast?.title === 'PDF downloaded')).toMatchObject({ description: FAKE_WORKSHEET_NAME, variant: 'success' });
    expect(screen.getByTestId('pdf-status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false);
  });

  it('reads "Preparing PDF…", disabled and announced, while the PDF is made', async () => {
    const { onEvent } = await childSupportResult('pdf-pending');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    });
    const busy = screen.getByRole('button', { name: 'Preparing PDF…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('pdf-status').textContent).toBe('Preparing PDF…');
    expect(pdfEvents(onEvent)).toEqual([]);
  });

  it('shows a 429 as every other failure does, keeps the result, and fires securesplit:error, not securesplit:pdf', async () => {
    downloads = watchDownloads();
    const { onEvent } = await childSupportResult('pdf-rate-limited');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    });
    await waitFor(() => expect(shownToastText()).toContain('Please wait a moment'));
    expect(shownToastText()).toContain('Too many requests from your connection — try again in 30 seconds.');
    expect(screen.getByTestId('pdf-status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,154.38');
    expect(downloads.saved).toEqual([]);
    expect(pdfEvents(onEvent)).toEqual([]);
    expect(onEvent.mock.calls.filter(([type]) => type === 'securesplit:error')).toEqual([['securesplit:error', { element: 'securesplit-child-support', status: 429, title: 'Too Many Requests' }]]);
  });

  it('says so when offline', async () => {
    const { api } = await childSupportResult('ok');
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/worksheets')) throw new TypeError('Failed to fetch');
      return api.fetch(input, init);
    }) as typeof fetch);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    });
    await waitFor(() => expect(shownToastText()).toContain('You are offline'));
  });

  it('sends a premium result’s stored input with the session cookie (the premium calculators’ rule)', async () => {
    downloads = watchDownloads();
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    const onEvent = vi.fn();
    const stored = { primaryResidenceValue: 400000, primaryResidenceMortgage: 250000, state: 'texas', divisionMethod: '50-50' };
    const result = calculatePropertyDivision(stored);
    render(<PropertyDivisionCalculator state="texas" onEvent={onEvent} initialInput={stored} initialResult={{ id: 31, result: result as unknown as Record<string, unknown> }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    });
    await waitFor(() => expect(downloads!.saved).toHaveLength(1));
    expect(api.calls.filter((call) => call.path === '/api/v1/worksheets')).toEqual([
      { method: 'POST', path: '/api/v1/worksheets', body: { calculator: 'property-division', input: stored }, credentials: 'include' },
    ]);
    expect(downloads.saved[0]!.name).toBe(FAKE_WORKSHEET_NAME.replace('child-support', 'property-division'));
    expect(pdfEvents(onEvent)).toEqual([['securesplit:pdf', { calculator: 'property-division' }]]);
  });

  it('has no button before there is a result', () => {
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    render(<ChildSupportCalculator state="new-york" />);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});

describe('saveFile', () => {
  it('clicks a temporary link inside the shadow root it is called from, and revokes the URL later', () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    shadow.append(button);
    const clicked: { parent: Node | null; name: string; href: string }[] = [];
    shadow.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({ parent: link.parentNode, name: link.download, href: link.href });
    });
    const revoked: string[] = [];
    const revoke = URL.revokeObjectURL.bind(URL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
      revoked.push(url);
      revoke(url);
    });
    saveFile(new File(['%PDF-1.7'], 'worksheet.pdf', { type: 'application/pdf' }), button);
    expect(clicked).toEqual([{ parent: shadow, name: 'worksheet.pdf', href: expect.stringMatching(/^blob:/) as unknown as string }]);
    expect(shadow.querySelector('a')).toBeNull();
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual([clicked[0]!.href]);
    host.remove();
  });
});
