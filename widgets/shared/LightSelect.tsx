import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { labelIdOf, LightInput } from './LightInput';
import type { LightInputProps } from './LightInput';

/** One choice of a light select: the text shown and the key it is known by. */
export interface LightOption {
  value: string;
  label: string;
}

// Mantine's class names for the parts of a Select's dropdown (Popover dropdown, Combobox dropdown,
// options and option, chevron, check icon, clear button), written out: reading them from
// Combobox.classes would load Mantine's Combobox, Popover and floating-ui, the code this select
// exists to avoid. LightSelect.test.tsx compares them with those of a rendered Mantine Select, so
// a new version that renames them fails there.
const SELECT_CLASSES = {
  popoverDropdown: 'm_38a85659',
  dropdown: 'm_88b62a41',
  options: 'm_b2821a6e',
  option: 'm_92253aa5',
  optionsDropdownOption: 'm_390b5f4',
  checkIcon: 'm_8ee53fc2',
  chevron: 'm_2943220b',
  closeButton: 'm_86a44da5',
  unstyledButton: 'm_87cf2631',
} as const;

const DROPDOWN_CLASS = `${SELECT_CLASSES.popoverDropdown} mantine-Popover-dropdown ${SELECT_CLASSES.dropdown} mantine-Select-dropdown`;
const OPTIONS_CLASS = `${SELECT_CLASSES.options} mantine-Select-options`;
const OPTION_CLASS = `${SELECT_CLASSES.option} mantine-Select-option ${SELECT_CLASSES.optionsDropdownOption}`;
const CLEAR_CLASS = `mantine-focus-auto mantine-active ${SELECT_CLASSES.closeButton} mantine-InputClearButton-root ${SELECT_CLASSES.unstyledButton} mantine-UnstyledButton-root`;
const OPTION_VARIABLES = { '--combobox-option-fz': 'var(--mantine-font-size-sm)', '--combobox-option-padding': 'var(--combobox-option-padding-sm)' };
// Mantine's Select: at most 220 px of options (13.75rem), then the list scrolls.
const OPTIONS_STYLE = { ...OPTION_VARIABLES, maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' } as CSSProperties;
const SECTION_STYLE: CSSProperties = { display: 'flex', gap: 2, alignItems: 'center', paddingInlineEnd: 8 };
const CLEAR_STYLE = { '--cb-size': 'var(--cb-size-sm)', pointerEvents: 'all', background: 'var(--input-bg)' } as CSSProperties;
const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties;
const ICON_STYLE: CSSProperties = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' };
/** Mantine's z-index for popovers (above modals, 200). */
const DROPDOWN_Z_INDEX = 300;
/** The gap between input and dropdown (Mantine's offset). */
const OFFSET = 8;
/** Typed letters within this time form one search (as a native select does). */
const TYPE_AHEAD_MS = 700;

function Chevron({ error }: { error: boolean }) {
  return (
    <svg style={CHEVRON_STYLE} className={`${SELECT_CLASSES.chevron} mantine-ComboboxChevron-chevron`} data-size="sm" data-error={error || undefined} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25a.45.45 0 0 0 .64 0l2.25-2.25Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 10 7" fill="none" aria-hidden="true" className={SELECT_CLASSES.checkIcon}>
      <path d="M4 4.586 1.707 2.293A1 1 0 1 0 .293 3.707l3 3a1 1 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586Z" fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true" style={ICON_STYLE}>
      <path d="M11.78 4.03a.57.57 0 0 0-.81-.81L7.5 6.69 4.03 3.22a.57.57 0 0 0-.81.81L6.69 7.5l-3.47 3.47a.57.57 0 0 0 .81.81L7.5 8.31l3.47 3.47a.57.57 0 0 0 .81-.81L8.31 7.5l3.47-3.47Z" fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

/** Where the open list stands: under the input, or above it when there is more room there. */
interface Placement {
  left: number;
  width: number;
  top?: number;
  bottom?: number;
}

function placementOf(anchor: HTMLElement): Placement {
  const rect = anchor.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom;
  const above = rect.top;
  // 220 px of options plus the dropdown's padding: flip only when that does not fit below and fits better above.
  return below < 240 && above > below
    ? { left: rect.left, width: rect.width, bottom: window.innerHeight - rect.top + OFFSET }
    : { left: rect.left, width: rect.width, top: rect.bottom + OFFSET };
}

/** The option to move to when `typed` was typed, starting after the active one (so a repeated letter cycles). */
export function typeAheadMatch(options: readonly LightOption[], typed: string, active: number): number {
  const text = typed.toLocaleLowerCase();
  const repeated = text.length > 1 && [...text].every((c) => c === text.charAt(0));
  const search = repeated ? text.charAt(0) : text;
  const start = text.length === 1 || repeated ? active + 1 : Math.max(active, 0);
  for (let step = 0; step < options.length; step++) {
    const index = (start + step) % options.length;
    if (options[index]?.label.toLocaleLowerCase().startsWith(search)) return index;
  }
  return -1;
}

export interface LightSelectProps extends Pick<LightInputProps, 'id' | 'name' | 'label' | 'description' | 'error' | 'required' | 'disabled' | 'autoFocus' | 'placeholder' | 'aria-label'> {
  options: readonly LightOption[];
  /** The chosen option's key; null when nothing is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown, not changeable (the form's read-only mode). */
  readOnly?: boolean;
  /** A cross that empties the value, and choosing the chosen option again empties it too (Mantine's allowDeselect). */
  clearable?: boolean;
  /** Text for a value outside the options (a code no longer offered): shown as is. */
  fallbackText?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A choice among a few options drawn as Mantine's Select draws it (its input, chevron, clear
 * button, dropdown and option classes), without its component layers, floating-ui or a Popover:
 * the list is mounted only while open, in a portal placed under the input. Keyboard as a
 * select-only combobox (ARIA): arrows, Home and End move, Enter and Space choose, Escape closes,
 * letters jump to the next option starting with them; focus stays in the input
 * (aria-activedescendant). Label, help and error are LightInput's.
 */
export function LightSelect({ options, value, onChange, readOnly, clearable, fallbackText, onFocus, onBlur, ...field }: LightSelectProps) {
  const { id, disabled } = field;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<Placement | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const chosen = value === null ? -1 : options.findIndex((o) => o.value === value);
  const text = chosen >= 0 ? (options[chosen]?.label ?? '') : value === null ? '' : (fallbackText ?? value);
  const blocked = disabled || readOnly;
  const listId = `${id}-listbox`;
  const invalid = field.error !== undefined && field.error !== '';

  const show = useCallback(
    (at: number) => {
      if (blocked || options.length === 0) return;
      setActive(at);
      setOpen(true);
    },
    [blocked, options.length],
  );
  const close = () => {
    setOpen(false);
    // A search starts afresh at the next opening.
    typed.current = { text: '', at: 0 };
  };
  const choose = (index: number) => {
    const option = options[index];
    close();
    if (!option) return;
    onChange(clearable && option.value === value ? null : option.value);
  };

  // Placed before paint, and again on any scroll or resize while open (the form or the page moves).
  useLayoutEffect(() => {
    if (!open) return;
    // The input's frame (Mantine's wrapper element, with the border), not the label above it.
    const anchor = input.current?.parentElement;
    if (!anchor) return;
    const place = () => setPlacement(placementOf(anchor));
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.querySelector(`#${CSS.escape(`${id}-option-${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blocked) return;
    const last = options.length - 1;
    const from = active >= 0 ? active : chosen;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(chosen >= 0 ? chosen : 0);
        else setActive(from >= last ? 0 : from + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show(chosen >= 0 ? chosen : last);
        else setActive(from <= 0 ? last : from - 1);
        return;
      case 'Home':
      case 'End':
        event.preventDefault();
        if (!open) show(event.key === 'Home' ? 0 : last);
        else setActive(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
      case ' ':
        // A space within a type-ahead search is a letter of it.
        if (event.key === ' ' && open && Date.now() - typed.current.at < TYPE_AHEAD_MS) break;
        event.preventDefault();
        if (!open) show(chosen >= 0 ? chosen : 0);
        else choose(active);
        return;
      case 'Escape':
        if (!open) return;
        // Closes the list only, not a dialog around the form.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
      case 'Backspace':
      case 'Delete':
        if (!open && clearable && value !== null) {
          event.preventDefault();
          onChange(null);
        }
        return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + event.key, at: now };
    const match = typeAheadMatch(options, typed.current.text, open ? active : chosen);
    if (match < 0) return;
    if (open) setActive(match);
    else show(match);
  };

  let section: ReactNode = <Chevron error={invalid} />;
  if (clearable && !blocked && value !== null) {
    section = (
      <>
        {/* As Mantine's: for the mouse; the keyboard empties with Delete or by choosing the chosen option again. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          style={CLEAR_STYLE}
          className={CLEAR_CLASS}
          data-variant="transparent"
          data-size="sm"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            close();
            onChange(null);
          }}
        >
          <CrossIcon />
        </button>
        {section}
      </>
    );
  }

  return (
    <>
      <LightInput
        {...field}
        kind="Select"
        readOnly
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-readonly={readOnly || undefined}
        autoComplete="off"
        inputRef={input}
        pointer={!blocked}
        data-mantine-stop-propagation={open || undefined}
        value={text}
        placeholder={readOnly ? undefined : field.placeholder}
        rightSection={
          <div data-combined-clear-section style={SECTION_STYLE}>
            {section}
          </div>
        }
        onClick={() => (open ? close() : show(chosen >= 0 ? chosen : 0))}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      {open &&
        createPortal(
          <div
            className={DROPDOWN_CLASS}
            data-fixed
            data-position={placement?.bottom !== undefined ? 'top' : 'bottom'}
            role="presentation"
            style={{ ...OPTION_VARIABLES, zIndex: DROPDOWN_Z_INDEX, left: placement?.left, width: placement?.width, top: placement?.top, bottom: placement?.bottom, visibility: placement ? undefined : 'hidden' }}
            // Keeps the focus in the input (a click on an option or the scroll bar must not blur it).
            onMouseDown={(event) => event.preventDefault()}
          >
            <div ref={list} id={listId} role="listbox" aria-labelledby={field.label !== undefined ? labelIdOf(id) : undefined} aria-label={field.label === undefined ? field['aria-label'] : undefined} className={OPTIONS_CLASS} style={OPTIONS_STYLE}>
              {options.map((option, index) => (
                <div
                  key={option.value}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === chosen}
                  className={OPTION_CLASS}
                  data-combobox-option
                  data-combobox-selected={index === active || undefined}
                  data-checked={index === chosen || undefined}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(index)}
                >
                  {index === chosen && <CheckIcon />}
                  <span>{option.label}</span>
                </div>
              ))}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
