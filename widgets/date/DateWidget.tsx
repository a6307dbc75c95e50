import { useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, isIsoDate, parseUserDate } from '../../engine/core/form';
import { isBusinessDay, MAX_DATE } from '../../engine/core/validation';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';
import { CalendarIcon } from '../shared/CalendarIcon';

function shown(value: unknown, language: string): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatIsoDate(value, language) : value;
}

/** Phones and tablets get the platform's own date input. */
const MOBILE_QUERY = '(max-width: 48em), (pointer: coarse)';

function bound(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * A date stored as YYYY-MM-DD and shown as D. M. YYYY (Slovak). Accepts D.M.YYYY, DD.MM.YYYY,
 * D/M/YYYY, DDMMYYYY and ISO; a calendar button opens a picker where, for `format: business-date`,
 * weekends and the environment's holidays are disabled; dates after 2090-12-31 (or the schema's
 * minDate/maxDate) cannot be picked. Text that is not a real date is stored as typed, so the
 * schema's format reports it. On mobile the native date input is used.
 */
export function DateWidget(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const { holidays } = useEngine();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { id, value, onChange, onBlur, onFocus, schema, readonly, disabled } = props;
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  // While focused the input shows exactly what is typed; otherwise the stored value formatted.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const common = commonInputProps(props);
  const business = schema.format === 'business-date';
  const maxDate = bound(schema.maxDate) ?? MAX_DATE;
  const minDate = bound(schema.minDate);
  const holidaySet = new Set(holidays);

  if (mobile) {
    return (
      <TextInput
        {...common}
        type="date"
        max={maxDate}
        min={minDate}
        value={typeof value === 'string' && isIsoDate(value) ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      />
    );
  }

  const picker = (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('widgets.date.openPicker')}
          disabled={disabled || readonly}
          onClick={() => setOpen((o) => !o)}
          data-testid={`${id}-picker`}
        >
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={language}
          value={typeof value === 'string' && isIsoDate(value) ? value : null}
          defaultDate={typeof value === 'string' && isIsoDate(value) ? value : undefined}
          maxDate={maxDate}
          minDate={minDate}
          excludeDate={business ? (date: string) => !isBusinessDay(date.slice(0, 10), holidaySet) : undefined}
          onChange={(picked) => {
            if (picked) onChange(String(picked).slice(0, 10));
            setOpen(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      {...common}
      placeholder={readonly ? undefined : (props.placeholder ?? t('engine.date.placeholder'))}
      inputMode="numeric"
      autoComplete="off"
      value={typing ?? shown(value, language)}
      rightSection={readonly ? undefined : picker}
      onFocus={() => {
        setTyping(shown(value, language));
        onFocus?.(id, value);
      }}
      onBlur={() => {
        setTyping(undefined);
        onBlur?.(id, value);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        onChange(text.trim() === '' ? undefined : (parseUserDate(text) ?? text));
      }}
    />
  );
}
