import '@mantine/core/styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { themeLabels, variantTheme } from './theme';
import type { Variant } from './variant';

/** The variant the page started as (bootstrap marks it on <html>). */
function pageVariant(): Variant {
  return document.documentElement.dataset.variant === 'core' ? 'core' : 'portal';
}

/**
 * Secondary ('dimmed') text, and the text of disabled buttons and inputs, dark enough to read on
 * white and light grey (4.5:1; Mantine's grey 5 on a disabled button's grey 2 is 1.75:1).
 */
const readableGreys: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The variant's Mantine theme around the parts that use Mantine (routed pages, dialogs, toasts).
 * It loads with them, never with the shell's first download. Unit tests run it in Mantine's test
 * mode (no transitions, no portals).
 */
export function RichTheme({ children, variant }: { children: ReactNode; variant?: Variant }) {
  const [theme] = useState(() => variantTheme(variant ?? pageVariant(), i18next.isInitialized ? themeLabels((key) => i18next.t(key)) : undefined));
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={import.meta.env.MODE === 'test' ? 'test' : 'default'} cssVariablesResolver={readableGreys}>
      {children}
    </MantineProvider>
  );
}
