import type { FocusEvent } from 'react';
import type { EngineWidgetProps } from '../../engine/react';

/** The field's help text (metadata `help`, translated by the form into `options.fieldHelp`), if any. */
export function helpText(props: Pick<EngineWidgetProps, 'options'>): string | undefined {
  const help = props.options?.fieldHelp;
  return typeof help === 'string' && help.trim() !== '' ? help : undefined;
}

/** What every input shows from the widget's props: label, help (description), required marker, first error, disabled and read-only. */
export function fieldInputProps(props: EngineWidgetProps) {
  const { id, name, label, hideLabel, required, disabled, readonly, autofocus, placeholder, rawErrors } = props;
  return {
    id,
    name,
    label: hideLabel ? undefined : label,
    // Mantine (and LightInput) link the description to the input (aria-describedby), so screen readers read it too.
    description: helpText(props),
    'aria-label': hideLabel ? label : undefined,
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder,
    // The first error only, as the product shows fields.
    error: rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined,
  };
}

/** Props every Mantine input widget shares: fieldInputProps plus blur and focus reported to the form. */
export function commonInputProps(props: EngineWidgetProps) {
  const { id, onBlur, onFocus } = props;
  return {
    ...fieldInputProps(props),
    onBlur: (event: FocusEvent<HTMLElement>) => onBlur?.(id, (event.target as HTMLInputElement).value),
    onFocus: (event: FocusEvent<HTMLElement>) => onFocus?.(id, (event.target as HTMLInputElement).value),
  };
}

/** Text of a stored value for an input: empty for null and undefined. */
export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Decimal separator shown for a language (comma in Slovak and Czech). */
export function decimalSeparatorFor(language: string): string {
  return language.startsWith('sk') || language.startsWith('cs') ? ',' : '.';
}
