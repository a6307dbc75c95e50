import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';
import { sanitizeHtml } from './sanitizeHtml';
import { DialogProvider, useDialogs } from './DialogManager';
import { useConfirm } from './useConfirm';

function Opener() {
  const dialogs = useDialogs();
  return (
    <>
      <button onClick={() => dialogs.open({ title: 'História 1', modal: false, instanceKey: 'history:1', render: () => <p>h1</p> })}>open h1</button>
      <button onClick={() => dialogs.open({ title: 'História 2', modal: false, instanceKey: 'history:2', render: () => <p>h2</p> })}>open h2</button>
      <button onClick={() => dialogs.open({ title: 'Modálne', render: (close) => <button onClick={close}>done</button> })}>open modal</button>
      <button onClick={() => dialogs.open({ title: 'Poznámka', modal: false, render: () => <input aria-label="text" /> })}>open note</button>
    </>
  );
}

const render = () => renderWithI18n(<DialogProvider><Opener /></DialogProvider>, createTestI18n('sk', {}));
const windows = () => screen.queryAllByRole('dialog').filter((d) => d.hasAttribute('aria-label') && d.getAttribute('aria-label') !== 'dialogs.confirm.title');

describe('confirm dialog', () => {
  it('shows text with yes/no defaults, confirm first in weight, and answers', async () => {
    const answers: boolean[] = [];
    renderWithI18n(<ConfirmDialog opened message="Vymazať?" onClose={(v) => answers.push(v)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'dialogs.no' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'dialogs.yes' }));
    expect(answers).toEqual([false, true]);
    expect(screen.getByText('Vymazať?')).toBeInTheDocument();
  });

  it('sanitizes HTML and offers an OK-only form', async () => {
    renderWithI18n(<ConfirmDialog opened okOnly html={'<b>Pozor</b><img src=x onerror="alert(1)"><script>alert(2)</script>'} onClose={() => undefined} />);
    const html = screen.getByTestId('confirm-html');
    // The sanitizer loads on demand; the raw HTML is never shown meanwhile.
    expect(html.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(html.innerHTML).toBe('<b>Pozor</b><img src="x">'));
    expect(screen.getByRole('button', { name: 'dialogs.ok' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'dialogs.no' })).not.toBeInTheDocument();
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

function Asker() {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button onClick={() => void confirm({ message: 'Zablokovať účet?' })}>Zablokovať</button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('gives the focus back to what asked, also for the first question (the dialog mounts already open)', async () => {
    renderWithI18n(<Asker />);
    const user = userEvent.setup();
    const asker = screen.getByRole('button', { name: 'Zablokovať' });
    for (const round of [1, 2]) {
      await user.click(asker);
      expect(await screen.findByText('Zablokovať účet?')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement, `round ${round}`).toBe(asker));
    }
  });
});

describe('dialog windows', () => {
  it('keeps one modeless instance per argument value', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open h1'));
    await user.click(screen.getByText('open h1'));
    expect(windows()).toHaveLength(1);
    await user.click(screen.getByText('open h2'));
    expect(windows().map((w) => w.getAttribute('aria-label'))).toEqual(['História 1', 'História 2']);
    // Modeless: closing does not ask.
    await user.click(within(windows()[0] as HTMLElement).getByRole('button', { name: 'dialogs.window.close' }));
    expect(windows().map((w) => w.getAttribute('aria-label'))).toEqual(['História 2']);
  });

  it('guards closing a modal dialog with a confirm step', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open modal'));
    const win = screen.getByRole('dialog', { name: 'Modálne' });
    expect(win).toHaveAttribute('aria-modal', 'true');
    await user.click(within(win).getByRole('button', { name: 'dialogs.window.close' }));
    await user.click(await screen.findByRole('button', { name: 'dialogs.no' }));
    expect(screen.getByRole('dialog', { name: 'Modálne' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Modálne' })).getByRole('button', { name: 'dialogs.window.close' }));
    await user.click(await screen.findByRole('button', { name: 'dialogs.yes' }));
    expect(screen.queryByRole('dialog', { name: 'Modálne' })).not.toBeInTheDocument();
  });

  it('opens at 1200x800 (within the viewport), moves and resizes by keyboard, minimises and maximises', async () => {
    window.innerWidth = 1600;
    window.innerHeight = 1000;
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open h1'));
    const win = screen.getByRole('dialog', { name: 'História 1' });
    expect(win.style.width).toBe('1200px');
    expect(win.style.height).toBe('800px');
    fireEvent.keyDown(within(win).getByRole('button', { name: /dialogs.window.move/ }), { key: 'ArrowRight' });
    expect(win.style.left).toBe('220px');
    const corner = within(win).getByRole('separator', { name: 'dialogs.window.resize' });
    // A focusable separator states its value (axe aria-required-attr): the width, within its bounds.
    expect(corner).toHaveAttribute('aria-valuenow', '1200');
    expect(corner).toHaveAttribute('aria-valuemin', '200');
    expect(corner).toHaveAttribute('aria-valuemax', '1600');
    for (let i = 0; i < 100; i++) fireEvent.keyDown(corner, { key: 'ArrowUp' });
    for (let i = 0; i < 100; i++) fireEvent.keyDown(corner, { key: 'ArrowLeft' });
    expect([win.style.width, win.style.height]).toEqual(['200px', '120px']);
    expect(within(win).getByRole('separator', { name: 'dialogs.window.resize' })).toHaveAttribute('aria-valuenow', '200');

    await user.click(within(win).getByRole('button', { name: 'dialogs.window.maximize' }));
    expect(screen.getByRole('dialog', { name: 'História 1' })).toHaveAttribute('data-maximized', 'true');
    await user.click(within(screen.getByRole('dialog', { name: 'História 1' })).getByRole('button', { name: 'dialogs.window.minimize' }));
    expect(screen.queryByRole('dialog', { name: 'História 1' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'História 1' }));
    expect(screen.getByRole('dialog', { name: 'História 1' })).toBeInTheDocument();
  });

  it('Escape asks to close a modal window (staying keeps it) and focuses its content on opening', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open modal'));
    const win = screen.getByRole('dialog', { name: 'Modálne' });
    expect(within(win).getByRole('button', { name: 'done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'dialogs.no' }));
    expect(screen.getByRole('dialog', { name: 'Modálne' })).toBeInTheDocument();
    fireEvent.keyDown(within(screen.getByRole('dialog', { name: 'Modálne' })).getByRole('button', { name: 'done' }), { key: 'Escape' });
    await user.click(await screen.findByRole('button', { name: 'dialogs.yes' }));
    expect(screen.queryByRole('dialog', { name: 'Modálne' })).not.toBeInTheDocument();
    // Back on the button that opened it.
    await waitFor(() => expect(screen.getByText('open modal')).toHaveFocus());
  });

  it('with the mouse moves by the title bar and resizes by the corner; restores place and size after minimise and maximise', async () => {
    window.innerWidth = 1600;
    window.innerHeight = 1000;
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open h1'));
    const win = () => screen.getByRole('dialog', { name: 'História 1' });
    expect(win()).not.toHaveAttribute('aria-modal', 'true');
    const drag = (handle: HTMLElement, dx: number, dy: number) => {
      fireEvent.pointerDown(handle, { clientX: 500, clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientX: 500 + dx / 2, clientY: 300 + dy / 2, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientX: 500 + dx, clientY: 300 + dy, pointerId: 1 });
      fireEvent.pointerUp(handle, { clientX: 500 + dx, clientY: 300 + dy, pointerId: 1 });
    };
    const box = () => [win().style.left, win().style.top, win().style.width, win().style.height];
    const [left, top] = box().map((v) => Number.parseInt(v ?? '', 10)) as [number, number];
    drag(within(win()).getByRole('button', { name: /dialogs.window.move/ }), -120, -60);
    expect(box()).toEqual([`${left - 120}px`, `${top - 60}px`, '1200px', '800px']);
    const corner = () => within(win()).getByRole('separator', { name: 'dialogs.window.resize' });
    drag(corner(), -2000, -2000);
    expect(box().slice(2)).toEqual(['200px', '120px']);
    drag(corner(), 400, 300);
    const sized = box();
    expect(sized.slice(2)).toEqual(['600px', '420px']);

    await user.click(within(win()).getByRole('button', { name: 'dialogs.window.minimize' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'História 1' }));
    expect(box()).toEqual(sized);
    await user.click(within(win()).getByRole('button', { name: 'dialogs.window.maximize' }));
    expect(win()).toHaveAttribute('data-maximized', 'true');
    expect(box()).toEqual(['0px', '0px', '100vw', '100vh']);
    await user.click(within(win()).getByRole('button', { name: 'dialogs.window.restore' }));
    expect(win()).not.toHaveAttribute('data-maximized');
    expect(box()).toEqual(sized);
  });

  it('brings a window opened again to the front with the focus, and closes a modeless one without asking', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open h1'));
    await user.click(screen.getByText('open h2'));
    const h1 = () => screen.getByRole('dialog', { name: 'História 1' });
    const h2 = () => screen.getByRole('dialog', { name: 'História 2' });
    expect(h2()).toHaveAttribute('data-active', 'true');
    expect(Number(h2().style.zIndex)).toBeGreaterThan(Number(h1().style.zIndex));
    await user.click(screen.getByText('open h1'));
    expect(windows()).toHaveLength(2);
    expect(h1()).toHaveAttribute('data-active', 'true');
    expect(h2()).not.toHaveAttribute('data-active', 'true');
    expect(Number(h1().style.zIndex)).toBeGreaterThan(Number(h2().style.zIndex));
    await waitFor(() => expect(h1().contains(document.activeElement)).toBe(true));
    await user.click(within(h2()).getByRole('button', { name: 'dialogs.window.close' }));
    expect(screen.queryByRole('dialog', { name: 'História 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'dialogs.yes' })).not.toBeInTheDocument();
  });

  it('gives axe nothing serious or critical to report with a modal, a modeless and a minimised window', async () => {
    const serious = async () => {
      const result = await axe.run(document.body, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open note'));
    await user.click(within(screen.getByRole('dialog', { name: 'Poznámka' })).getByRole('button', { name: 'dialogs.window.minimize' }));
    await user.click(screen.getByText('open h1'));
    expect(await serious()).toEqual([]);
    await user.click(screen.getByText('open modal'));
    expect(screen.getByRole('dialog', { name: 'Modálne' })).toBeInTheDocument();
    expect(await serious()).toEqual([]);
  });

  it('keeps what was typed while a window is minimised', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByText('open note'));
    await user.type(within(screen.getByRole('dialog', { name: 'Poznámka' })).getByRole('textbox', { name: 'text' }), 'rozpísané');
    await user.click(within(screen.getByRole('dialog', { name: 'Poznámka' })).getByRole('button', { name: 'dialogs.window.minimize' }));
    expect(screen.queryByRole('dialog', { name: 'Poznámka' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Poznámka' }));
    expect(within(screen.getByRole('dialog', { name: 'Poznámka' })).getByRole('textbox', { name: 'text' })).toHaveValue('rozpísané');
  });
});
