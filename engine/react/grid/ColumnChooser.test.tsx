import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGridSettings } from '../../core/grid';
import type { GridSettings } from '../../core/grid';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { ColumnChooser } from './ColumnChooser';
import type { GridColumn } from './types';

const columns: GridColumn[] = ['kod', 'nazov', 'stav', 'platnostOd'].map((id) => ({ id, header: id.toUpperCase(), render: () => id }));

async function open(onChange: (s: GridSettings) => void) {
  renderWithI18n(<ColumnChooser columns={columns} settings={defaultGridSettings(columns.map((c) => c.id))} onChange={onChange} onReset={() => undefined} />, createTestI18n('sk', {}));
  await userEvent.setup().click(screen.getByRole('button', { name: 'grid.columns.button' }));
  // The popover's code loads with the first click.
  await screen.findByRole('dialog');
  return (id: string) => document.querySelector(`[role="listitem"][data-column-id="${id}"]`) as HTMLElement;
}

const dataTransfer = () => ({ setData: vi.fn(), effectAllowed: 'all' });

describe('column chooser keyboard', () => {
  it('gives the focus back to its button on Escape, also after the first opening (which loads it)', async () => {
    await open(vi.fn());
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'grid.columns.button' })));
  });
});

describe('column chooser drag and drop', () => {
  it('moves the dragged column to the place of the one it is dropped on, marking the target meanwhile', async () => {
    const onChange = vi.fn();
    const item = await open(onChange);
    const transfer = dataTransfer();
    fireEvent.dragStart(item('stav'), { dataTransfer: transfer });
    expect(transfer.setData).toHaveBeenCalledWith('text/plain', 'stav');
    fireEvent.dragOver(item('kod'));
    expect(item('kod')).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(item('kod'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ order: ['stav', 'kod', 'nazov', 'platnostOd'] }));
    expect(item('kod')).not.toHaveAttribute('data-drop-target');
  });

  it('moves nothing when the drag ends outside the list or on itself', async () => {
    const onChange = vi.fn();
    const item = await open(onChange);
    fireEvent.dragStart(item('nazov'), { dataTransfer: dataTransfer() });
    fireEvent.dragOver(item('stav'));
    fireEvent.dragEnd(item('nazov'));
    expect(item('stav')).not.toHaveAttribute('data-drop-target');
    expect(item('nazov').style.opacity).toBe('1');
    fireEvent.dragStart(item('nazov'), { dataTransfer: dataTransfer() });
    fireEvent.drop(item('nazov'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
