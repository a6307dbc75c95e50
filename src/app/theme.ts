import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Variant } from './variant';

/** Colours of the shell frame, which differ per variant so users see at once where they are. */
export interface ShellColors {
  headerBg: string;
  headerFg: string;
  navbarBg: string;
  navbarFg: string;
  /** Text colour of inactive menu entries on the navbar background. */
  navbarMuted: string;
  /** Background and text of the current menu entry (contrast at least 4.5:1). */
  activeBg: string;
  activeFg: string;
}

const navy: MantineColorsTuple = ['#eef2f9', '#d9e0ee', '#aebedd', '#8099cc', '#5a7abd', '#4266b4', '#355bb1', '#284c9c', '#1f3f7d', '#142a55'];

const shellColors: Record<Variant, ShellColors> = {
  portal: { headerBg: '#ffffff', headerFg: '#1a1b1e', navbarBg: '#f4f8fb', navbarFg: '#1a1b1e', navbarMuted: '#495057', activeBg: '#1864ab', activeFg: '#ffffff' },
  core: { headerBg: '#142a55', headerFg: '#ffffff', navbarBg: '#1b3366', navbarFg: '#ffffff', navbarMuted: '#c9d3e6', activeBg: '#ffa94d', activeFg: '#1a1b1e' },
};

/** The Mantine theme of a variant: portal blue/teal and light, core navy with an orange accent. */
export function variantTheme(variant: Variant): MantineThemeOverride {
  return createTheme({
    primaryColor: variant === 'portal' ? 'blue' : 'orange',
    // Dark enough shades for white text and links on white (WCAG AA, 4.5:1); filled colours
    // too light for white text get dark text instead.
    primaryShade: variant === 'portal' ? 8 : 9,
    autoContrast: true,
    luminanceThreshold: 0.35,
    colors: { navy },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
    other: { shell: shellColors[variant], accent: variant === 'portal' ? 'teal' : 'orange' },
  });
}

/** The shell colours stored in a variant theme. */
export function shellColorsOf(theme: { other: Record<string, unknown> }): ShellColors {
  return (theme.other.shell as ShellColors | undefined) ?? shellColors.portal;
}
