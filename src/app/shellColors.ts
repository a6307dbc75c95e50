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

export const shellColors: Record<Variant, ShellColors> = {
  portal: { headerBg: '#ffffff', headerFg: '#1a1b1e', navbarBg: '#f4f8fb', navbarFg: '#1a1b1e', navbarMuted: '#495057', activeBg: '#1864ab', activeFg: '#ffffff' },
  core: { headerBg: '#142a55', headerFg: '#ffffff', navbarBg: '#1b3366', navbarFg: '#ffffff', navbarMuted: '#c9d3e6', activeBg: '#ffa94d', activeFg: '#1a1b1e' },
};
