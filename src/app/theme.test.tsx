import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider, Modal, Notification } from '@mantine/core';
import { variantTheme } from './theme';

describe('variantTheme', () => {
  it("names a dialog's × and a notification's close button for screen readers (Mantine leaves them unnamed)", () => {
    const theme = variantTheme('core', { close: 'Close', closeDialog: 'Close the window' });
    render(
      <MantineProvider theme={theme} env="test">
        <Notification onClose={() => undefined}>Saved</Notification>
        <Modal opened onClose={() => undefined} title="Error">
          <button type="button">Close</button>
        </Modal>
      </MantineProvider>,
    );
    // The dialog's × apart from a "Close" button in its footer, so both can be told apart.
    expect(screen.getByRole('button', { name: 'Close the window' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.getAllByRole('button').filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '') === '')).toHaveLength(0);
  });
});
