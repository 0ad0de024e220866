import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createToaster } from './toaster.js';
import { ToastRegion } from './ToastRegion.js';

afterEach(cleanup);

describe('<ToastRegion>', () => {
  it('moves focus to the notifications with F8 while a toast shows', () => {
    const toaster = createToaster();
    render(<ToastRegion toaster={toaster} label="Child support calculator" />);
    const region = screen.getByRole('region', { name: 'Child support calculator: notifications' });
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).not.toBe(region);
    act(() => toaster.show({ title: 'Calculation Complete', variant: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Calculation Complete');
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });
});
