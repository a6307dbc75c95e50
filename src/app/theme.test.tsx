import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider, Modal, Notification, PasswordInput } from '@mantine/core';
import { variantTheme } from './theme';

describe('variantTheme', () => {
  it("names a dialog's ×, a notification's close button and a password's toggle in the user's language (Mantine leaves them unnamed or English)", () => {
    const theme = variantTheme('core', { close: 'Close', closeDialog: 'Close the dialog', togglePassword: 'Show or hide the password' });
    render(
      <MantineProvider theme={theme} env="test">
        <Notification onClose={() => undefined}>Saved</Notification>
        <Modal opened onClose={() => undefined} title="Error">
          <PasswordInput label="Password" />
          <button type="button">Close</button>
        </Modal>
      </MantineProvider>,
    );
    // The dialog's × apart from a "Close" button in its footer, so both can be told apart.
    expect(screen.getByRole('button', { name: 'Close the dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show or hide the password', hidden: true })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.getAllByRole('button').filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '') === '')).toHaveLength(0);
  });
});
