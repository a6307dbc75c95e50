import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps, textOf } from '../shared/inputProps';

/**
 * A password typed for someone else's new account: hidden while typed, with a button to show it,
 * never offered by the browser's password manager as the user's own.
 */
export function PasswordWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, schema } = props;
  return (
    <PasswordInput
      {...commonInputProps(props)}
      value={textOf(value)}
      maxLength={schema.maxLength}
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t('widgets.password.toggle') }}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
