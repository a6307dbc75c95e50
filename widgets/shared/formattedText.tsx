import { useState } from 'react';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { LightInput, lightInputProps } from './LightInput';

/** How a text widget maps between what is typed and what is stored. */
export interface TextFormat {
  /** What typing keeps (e.g. only EIC characters, uppercased). @default unchanged */
  clean?: (typed: string, props: EngineWidgetProps) => string;
  /** The stored value of typed text; text that is not valid is stored as typed, so validation reports it. @default the text */
  toValue?: (typed: string, props: EngineWidgetProps) => unknown;
  /** How a stored value shows when the input is not being edited. @default the text */
  toText?: (value: string, language: string, props: EngineWidgetProps) => string;
  /** Text shown while editing. @default toText */
  toEditText?: (value: string, language: string, props: EngineWidgetProps) => string;
  /** Longest text typed. */
  maxLength?: number | ((props: EngineWidgetProps) => number | undefined);
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'url' | 'tel';
  /** i18n key of the placeholder. */
  placeholderKey?: string;
  /** Shown at the input's right end; a function gets the widget's props (e.g. to open a dialog). */
  rightSection?: ReactNode | ((props: EngineWidgetProps) => ReactNode);
}

/**
 * A one-line text widget with a display format: shows the stored value formatted, lets the user
 * type freely (only allowed characters), stores the parsed value or, when it does not parse, the
 * text itself so that the schema's format names the problem. Emptying clears the value.
 */
export function createFormattedTextWidget(format: TextFormat): ComponentType<EngineWidgetProps> {
  function FormattedTextWidget(props: EngineWidgetProps) {
    const { t, language } = useFormTexts();
    const { id, value, onChange, onBlur, onFocus, readonly } = props;
    const [typing, setTyping] = useState<string | undefined>(undefined);
    const stored = value === undefined || value === null ? '' : String(value);
    const shown = format.toText ? format.toText(stored, language, props) : stored;
    const editText = format.toEditText ? format.toEditText(stored, language, props) : shown;
    const maxLength = typeof format.maxLength === 'function' ? format.maxLength(props) : format.maxLength;
    // Called, not rendered: LightInput has no hooks (one component less per field of a large form).
    return LightInput({
      ...lightInputProps(props),
      type: format.type ?? 'text',
      inputMode: format.inputMode,
      autoComplete: 'off',
      maxLength,
      placeholder: readonly ? undefined : (props.placeholder ?? (format.placeholderKey ? t(format.placeholderKey) : undefined)),
      rightSection: typeof format.rightSection === 'function' ? format.rightSection(props) : format.rightSection,
      value: typing ?? shown,
      onFocus: () => {
        if (!readonly) setTyping(editText);
        onFocus?.(id, value);
      },
      onBlur: () => {
        setTyping(undefined);
        onBlur?.(id, value);
      },
      onChange: (event) => {
        const raw = event.currentTarget.value;
        const text = format.clean ? format.clean(raw, props) : raw;
        setTyping(text);
        if (text.trim() === '') onChange(undefined);
        else onChange(format.toValue ? format.toValue(text, props) : text);
      },
    });
  }
  return FormattedTextWidget;
}
