import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../ui/Field.js';
import { RepeatableRows } from './RepeatableRows.js';
import { addRow, removeRow, updateRow, withKey, withoutKeys, type Keyed } from './rows.js';

afterEach(cleanup);

type Vehicle = { name: string; value: string };

function Vehicles({ initial = [], maxRows }: { initial?: Vehicle[]; maxRows?: number }) {
  const [rows, setRows] = useState<Keyed<Vehicle>[]>(() => initial.map(withKey));
  return (
    <RepeatableRows
      legend="Vehicles"
      itemName="Vehicle"
      addLabel="Add Vehicle"
      rows={rows}
      onAdd={() => setRows((r) => addRow(r, { name: '', value: '' }))}
      onRemove={(index) => setRows((r) => removeRow(r, index))}
      emptyText="No vehicles yet."
      {...(maxRows ? { maxRows } : {})}
      renderRow={(row, index) => (
        <>
          <TextField label="Description" name={`vehicles.${index}.name`} value={row.name} onChange={(name) => setRows((r) => updateRow(r, index, { name }))} />
          <TextField label="Value" name={`vehicles.${index}.value`} value={row.value} onChange={(value) => setRows((r) => updateRow(r, index, { value }))} />
        </>
      )}
    />
  );
}

const names = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[name$=".name"]')).map((input) => input.value);
const status = () => document.querySelector('[role=status]')!.textContent;

describe('<RepeatableRows>', () => {
  it('adds a numbered row, moves focus to its first field and announces it', async () => {
    render(<Vehicles />);
    expect(screen.getByText('No vehicles yet.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' })));
    expect(screen.getByRole('group', { name: 'Vehicle 1' })).toBeTruthy();
    expect(document.activeElement).toBe(document.querySelector('input[name="vehicles.0.name"]'));
    expect(status()).toBe('Vehicle 1 added.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' })));
    expect(document.activeElement).toBe(document.querySelector('input[name="vehicles.1.name"]'));
    expect(status()).toBe('Vehicle 2 added.');
  });

  it('removes the named row, keeps the others’ entries, and focuses the row that took its place', async () => {
    render(<Vehicles initial={[{ name: 'Car', value: '1' }, { name: 'Truck', value: '2' }, { name: 'Boat', value: '3' }]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Vehicle 2' })));
    expect(names()).toEqual(['Car', 'Boat']);
    // Boat is now Vehicle 2, and has the focus.
    expect(document.activeElement).toBe(document.querySelector('input[name="vehicles.1.name"]'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Boat');
    expect(status()).toBe('Vehicle 2 removed; 2 rows left in Vehicles.');
  });

  it('removing the last row focuses the one before; removing the only row focuses Add', async () => {
    render(<Vehicles initial={[{ name: 'Car', value: '1' }, { name: 'Truck', value: '2' }]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Vehicle 2' })));
    expect((document.activeElement as HTMLInputElement).value).toBe('Car');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Vehicle 1' })));
    expect(names()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(status()).toBe('Vehicle 1 removed; 0 rows left in Vehicles.');
  });

  it('stops at the maximum and says so', async () => {
    render(<Vehicles initial={[{ name: 'Car', value: '1' }]} maxRows={1} />);
    const add = screen.getByRole('button', { name: 'Add Vehicle' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(add));
    expect(names()).toEqual(['Car']);
    expect(status()).toBe('Vehicles can have at most 1 row.');
  });

  it('sends the rows without their keys', () => {
    const rows = [withKey({ name: 'Car', value: '1' }), withKey({ name: 'Boat', value: '2' })];
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
    expect(withoutKeys(rows)).toEqual([{ name: 'Car', value: '1' }, { name: 'Boat', value: '2' }]);
  });
});
