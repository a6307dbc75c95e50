import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Variant } from './variant';

const navy: MantineColorsTuple = ['#eef2f9', '#d9e0ee', '#aebedd', '#8099cc', '#5a7abd', '#4266b4', '#355bb1', '#284c9c', '#1f3f7d', '#142a55'];

/**
 * The core's own orange: Mantine's orange hue, its two darkest shades deepened so that white text
 * on a filled button reads at 4.5:1 or more in every state (#c2410c 5.2:1 at rest, #a8370b 6.5:1
 * on hover; Mantine's #d9480f gives only 4.3:1).
 */
const coreOrange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#e8590c', '#c2410c', '#a8370b'];

/** The texts the theme gives Mantine's own buttons, in the user's language. */
export interface ThemeLabels {
  close: string;
  closeDialog: string;
  togglePassword: string;
}
const DEFAULT_LABELS: ThemeLabels = { close: 'Zavrieť', closeDialog: 'Zavrieť dialóg', togglePassword: 'Zobraziť alebo skryť heslo' };

/** The theme's labels from the application's texts (shell.action.*). */
export function themeLabels(t: (key: string) => string): ThemeLabels {
  return { close: t('shell.action.close'), closeDialog: t('shell.action.closeDialog'), togglePassword: t('shell.action.togglePassword') };
}

/**
 * The Mantine theme of a variant: portal blue/teal and light, core navy with an orange accent.
 * `labels` name the close buttons of notifications and the × of dialogs (Mantine leaves both
 * unnamed for screen readers), and a password's show/hide toggle (Mantine's is in English); a
 * dialog's × has a name of its own, apart from a "Close" button in its footer.
 */
export function variantTheme(variant: Variant, labels: ThemeLabels = DEFAULT_LABELS): MantineThemeOverride {
  return createTheme({
    primaryColor: variant === 'portal' ? 'blue' : 'orange',
    // Dark enough shades for white text and links on white (WCAG AA, 4.5:1); filled colours
    // too light for white text get dark text instead.
    // (A filled button's hover takes the next shade: 9 for both variants.)
    primaryShade: 8,
    autoContrast: true,
    luminanceThreshold: 0.35,
    colors: variant === 'core' ? { navy, orange: coreOrange } : { navy },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
    // Users who ask their system for less motion get none from Mantine's popovers, modals and menus.
    respectReducedMotion: true,
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } } },
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } } },
    },
    other: { accent: variant === 'portal' ? 'teal' : 'orange' },
  });
}

