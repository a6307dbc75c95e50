import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18n } from '../i18n';
import { variantTheme } from '../app/theme';
import type { Variant } from '../app/variant';

/** Initialises the real texts in `language` (Slovak by default) for a DOM test. */
export async function setupTexts(language = 'sk'): Promise<void> {
  await initI18n(language, ['sk', 'en', 'cs']);
}

/** Renders inside the variant's Mantine theme in test mode (no transitions, no portals). */
export function renderWithTheme(ui: ReactElement, variant: Variant = 'portal'): RenderResult {
  return render(
    <MantineProvider theme={variantTheme(variant)} env="test">
      {ui}
    </MantineProvider>,
  );
}
