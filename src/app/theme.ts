import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Variant } from './variant';

const navy: MantineColorsTuple = ['#eef2f9', '#d9e0ee', '#aebedd', '#8099cc', '#5a7abd', '#4266b4', '#355bb1', '#284c9c', '#1f3f7d', '#142a55'];

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
    other: { accent: variant === 'portal' ? 'teal' : 'orange' },
  });
}

