// The frame (a rounded rectangle), its two rings, the header line and the day marks as one path:
// one element instead of four in each date field of a large form.
const CALENDAR = 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 17h2';

/**
 * A calendar drawn as inline SVG: a font glyph (📅) shows as an empty box where the system font
 * lacks it. Decorative; the button around it carries the accessible name. One element shared by
 * every date field, placed as `{CALENDAR_ICON}` (no component of its own per field).
 */
export const CALENDAR_ICON = (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={CALENDAR} />
  </svg>
);
