import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { isIsoDate } from '../../engine/core/form';
import { isBusinessDay } from '../../engine/core/validation';
import { useEngine } from '../../engine/react/EngineProvider';

const ANCHOR_STYLE = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

export interface DatePickerPopoverProps {
  value: unknown;
  language: string;
  business: boolean;
  minDate: string | undefined;
  maxDate: string;
  /** A day was picked (ISO). */
  onPick: (iso: string) => void;
  /** The picker closes: `returnFocus` after Escape or a pick, not after a click elsewhere. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The calendar of a date field, mounted only while open (a form of fifty dates mounts no
 * Popover until one is opened). Anchored to the field's input box (the wrapper around the input and its button); focus moves
 * into it and, on Escape or a pick, the field's widget returns it to the button.
 */
export function DatePickerPopover({ value, language, business, minDate, maxDate, onPick, onClose }: DatePickerPopoverProps) {
  const { holidays } = useEngine();
  const holidaySet = new Set(holidays);
  const iso = typeof value === 'string' && isIsoDate(value) ? value : undefined;
  return (
    <Popover opened position="bottom-end" withinPortal trapFocus onChange={(opened) => !opened && onClose(false)} onClose={() => undefined}>
      <Popover.Target>
        <span style={ANCHOR_STYLE} />
      </Popover.Target>
      <Popover.Dropdown
        onKeyDownCapture={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose(true);
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
          onChange={(picked) => {
            if (picked) onPick(String(picked).slice(0, 10));
            onClose(true);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
