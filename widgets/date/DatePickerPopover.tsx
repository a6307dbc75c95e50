import { useEffect, useRef } from 'react';
import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
// The calendar's month and weekday names in the application's languages (dayjs knows English
// alone); registered with the calendar's own code, which loads when a picker first opens.
import 'dayjs/locale/sk';
import 'dayjs/locale/cs';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { isIsoDate } from '../../engine/core/form';
import { isBusinessDay } from '../../engine/core/validation';
import { useEngine } from '../../engine/react/EngineProvider';
import { OVER_INPUT_CLASS } from '../shared/LightInput';

// A day as a screen reader says it, in the language's grammar (15. februára 2027, February 15, 2027).
const spokenDates = new Map<string, Intl.DateTimeFormat>();
function spokenDate(iso: string, language: string): string {
  let format = spokenDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    spokenDates.set(language, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

export interface DatePickerPopoverProps {
  value: unknown;
  language: string;
  business: boolean;
  minDate: string | undefined;
  maxDate: string;
  /** A day was picked (ISO). */
  onPick: (iso: string) => void;
  /** The picker closes: `returnFocus` after Escape or a pick (the focus goes back), not after a click elsewhere. */
  onClose: (returnFocus: boolean) => void;
  /** The id of the element that gets the focus back once the picker is gone (after Escape or a pick). */
  focusBackTo: string;
}

/**
 * The calendar of a date field, mounted only while open (a form of fifty dates mounts no
 * Popover until one is opened). Anchored to the field's input box (a span over the input, in its row of the field's grid); focus moves
 * into it and, on Escape or a pick, goes back to the element named by `focusBackTo` (the button).
 */
export function DatePickerPopover({ value, language, business, minDate, maxDate, onPick, onClose, focusBackTo }: DatePickerPopoverProps) {
  // The focus goes back once the calendar has left the page: while it is there, its focus trap
  // would take the focus back, and the focused day's removal would leave it on the page's body.
  const returnFocus = useRef(false);
  useEffect(() => () => void (returnFocus.current && document.getElementById(focusBackTo)?.focus()), [focusBackTo]);
  const close = (back: boolean) => {
    returnFocus.current = back;
    onClose(back);
  };
  const { holidays } = useEngine();
  const { t } = useFormTexts();
  const holidaySet = new Set(holidays);
  const iso = typeof value === 'string' && isIsoDate(value) ? value : undefined;
  return (
    // Escape is ours (below): with Mantine's own on, the dropdown drops our key handler.
    <Popover opened position="bottom-end" withinPortal trapFocus closeOnEscape={false} onChange={(opened) => !opened && close(false)} onClose={() => undefined}>
      <Popover.Target>
        <span className={OVER_INPUT_CLASS} />
      </Popover.Target>
      <Popover.Dropdown
        onKeyDownCapture={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <DatePicker
          locale={language}
          value={iso ?? null}
          defaultDate={iso}
          maxDate={maxDate}
          minDate={minDate}
          excludeDate={business ? (date: string) => !isBusinessDay(date.slice(0, 10), holidaySet) : undefined}
          // The header's buttons named in the user's language; a day read out as a date.
          ariaLabels={{
            previousMonth: t('widgets.date.previousMonth'),
            nextMonth: t('widgets.date.nextMonth'),
            previousYear: t('widgets.date.previousYear'),
            nextYear: t('widgets.date.nextYear'),
            previousDecade: t('widgets.date.previousDecade'),
            nextDecade: t('widgets.date.nextDecade'),
            monthLevelControl: t('widgets.date.chooseMonth'),
            yearLevelControl: t('widgets.date.chooseYear'),
          }}
          getDayAriaLabel={(date: string) => spokenDate(date, language)}
          // Marks the calendar's controls as Mantine's dialogs expect: an Escape in the calendar
          // closes the calendar, not also a dialog around the form (which listens on the window first).
          __stopPropagation
          onChange={(picked) => {
            if (picked) onPick(String(picked).slice(0, 10));
            close(true);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
