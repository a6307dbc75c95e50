import { lazy, Suspense, useRef, useState } from 'react';
import { ActionIcon, UnstyledButton } from '@mantine/core';
// Leaf modules, not the barrels: a search's date filter must not bring the form's validation code.
import { formatIsoDate, isIsoDate, parseUserDate } from '../../engine/core/form/dates';
import { MAX_DATE } from '../../engine/core/validation/dates';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { END_BUTTON_CLASS, labelIdOf, LightInput, lightInputProps } from '../shared/LightInput';
import { BusyWhileLoading } from '../shared/BusyWhileLoading';
import icon from '../shared/CalendarIcon.module.css';
import { useMobile } from '../shared/useMobile';
import own from './DateWidget.module.css';

// The calendar (Mantine's dates and the popover's positioning, floating-ui) loads when a picker
// first opens or is about to (the button hovered or focused): a search's date filters and a form's
// date fields download none of it until then.
const loadPicker = () => import('./DatePickerPopover');
const DatePickerPopover = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerPopover })));
/** Starts loading the calendar (a failure shows when it is opened, through the lazy component). */
const preloadPicker = () => void loadPicker().catch(() => undefined);

type PickerState = 'closed' | 'open' | 'loading';

function shown(value: unknown, language: string): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatIsoDate(value, language) : value;
}

function bound(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

// Mantine's ActionIcon (variant "subtle", the theme's primary colour) drawn directly: its classes,
// its variables by our class (no style of Mantine's reads its data-variant), placed at the input's
// end by itself and with the calendar drawn by CSS (one element per date field instead of four: a
// section, the button, an SVG and its path).
const BUTTON_CLASS = [
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
  own.picker,
  END_BUTTON_CLASS,
  icon.calendar,
]
  .filter(Boolean)
  .join(' ');

// A click on the button while the picker is open first closes it (a click outside the picker);
// the click itself must then not open it again.
const REOPEN_GUARD_MS = 300;

/**
 * A date stored as YYYY-MM-DD and shown as D. M. YYYY (Slovak). Accepts D.M.YYYY, DD.MM.YYYY,
 * D/M/YYYY, DDMMYYYY and ISO; a calendar button opens a picker where, for `format: business-date`,
 * weekends and the environment's holidays are disabled; dates after 2090-12-31 (or the schema's
 * minDate/maxDate) cannot be picked. Text that is not a real date is stored as typed, so the
 * schema's format reports it. On mobile the native date input is used.
 */
export function DateWidget(props: EngineWidgetProps) {
  const { t, language } = useFormTexts();
  const { id, value, onChange, onBlur, onFocus, schema, readonly, disabled } = props;
  const mobile = useMobile();
  // While focused the input shows exactly what is typed; otherwise the stored value formatted.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  // The calendar: closed, open, or open while its code still loads (one state, not two, per field).
  const [picker, setPicker] = useState<PickerState>('closed');
  const closedAt = useRef(0);
  const common = lightInputProps(props);
  const maxDate = bound(schema.maxDate) ?? MAX_DATE;
  const minDate = bound(schema.minDate);

  if (mobile) {
    return LightInput({
      ...common,
      type: 'date',
      max: maxDate,
      min: minDate,
      value: typeof value === 'string' && isIsoDate(value) ? value : '',
      onChange: (event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value),
      onBlur: () => onBlur?.(id, value),
      onFocus: () => onFocus?.(id, value),
    });
  }

  const blocked = disabled || readonly;
  const open = picker !== 'closed';
  const buttonId = `${id}-picker`;
  // No ref and no data attribute of its own: the calendar finds the button by its id to give the
  // focus back after a pick or Escape (a few writes less per date field of a large form).
  const button = (
    <button
      type="button"
      id={buttonId}
      className={BUTTON_CLASS}
      data-disabled={blocked || undefined}
      disabled={blocked}
      aria-label={t('widgets.date.openPicker')}
      aria-describedby={common.label === undefined ? undefined : labelIdOf(id)}
      onClick={() => {
        if (Date.now() - closedAt.current > REOPEN_GUARD_MS) setPicker((state) => (state === 'closed' ? 'open' : 'closed'));
      }}
      onPointerEnter={preloadPicker}
      onFocus={preloadPicker}
      aria-expanded={open}
      aria-busy={picker === 'loading' || undefined}
    />
  );
  const calendar = open && (
    <Suspense fallback={<BusyWhileLoading onBusy={(busy) => setPicker((state) => (state === 'closed' ? state : busy ? 'loading' : 'open'))} />}>
      <DatePickerPopover
        value={value}
        language={language}
        business={schema.format === 'business-date'}
        minDate={minDate}
        maxDate={maxDate}
        onPick={(iso) => onChange(iso)}
        onClose={(returnFocus) => {
          closedAt.current = returnFocus ? 0 : Date.now();
          setPicker('closed');
        }}
        focusBackTo={buttonId}
      />
    </Suspense>
  );

  // Called, not rendered: LightInput has no hooks (one component less per date field of a large form).
  return LightInput({
    ...common,
    placeholder: readonly ? undefined : (props.placeholder ?? t('engine.date.placeholder')),
    inputMode: 'numeric',
    autoComplete: 'off',
    value: typing ?? shown(value, language),
    rightButton: readonly ? undefined : button,
    overlay: calendar,
    onFocus: () => {
      setTyping(shown(value, language));
      onFocus?.(id, value);
    },
    onBlur: () => {
      setTyping(undefined);
      onBlur?.(id, value);
    },
    onChange: (event) => {
      const text = event.currentTarget.value;
      setTyping(text);
      onChange(text.trim() === '' ? undefined : (parseUserDate(text) ?? text));
    },
  });
}
