import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, isIsoDate, parseUserDate } from '../../engine/core/form';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';

function shown(value: unknown, language: string): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatIsoDate(value, language) : value;
}

/**
 * A date stored as YYYY-MM-DD and shown as D. M. YYYY (Slovak). Accepts D.M.YYYY, DD.MM.YYYY,
 * D/M/YYYY, DDMMYYYY and ISO. Text that is not a real date is stored as typed, so the schema's
 * `format: date` reports it instead of it vanishing.
 */
export function DateWidget(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { id, value, onChange, onBlur, onFocus } = props;
  // While focused the input shows exactly what is typed; otherwise the stored value formatted.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const common = commonInputProps(props);
  return (
    <TextInput
      {...common}
      placeholder={props.readonly ? undefined : (props.placeholder ?? t('engine.date.placeholder'))}
      inputMode="numeric"
      autoComplete="off"
      value={typing ?? shown(value, language)}
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
