import { useState } from 'react';
// The leaf module, not the form barrel: a search's number filter must not bring the form's code.
import { decimalsOf } from '../../engine/core/form/messages';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { decimalSeparatorFor } from '../shared/inputProps';
import { LightInput, lightInputProps } from '../shared/LightInput';
import { cleanNumberText, formatNumberText, numberFromText } from '../shared/numberText';

/** Decimal places a field allows: `options.decimals`, the catalogue's `maxDecimals`, else `multipleOf`'s; 0 for integers. */
export function decimalsFor(props: Pick<EngineWidgetProps, 'schema' | 'options'>): number | undefined {
  const { schema, options } = props;
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  if (integer) return 0;
  if (typeof options.decimals === 'number') return options.decimals;
  const max = schema.maxDecimals as number | { places: number } | undefined;
  if (typeof max === 'number') return max;
  if (max && typeof max === 'object') return max.places;
  const step = schema.decimalMultipleOf ?? schema.multipleOf;
  return typeof step === 'number' ? decimalsOf(step) : undefined;
}

/**
 * The frequent number: a light input with our own parsing. A module apart from NumberWidget, whose
 * variants (money) use Mantine's NumberInput: the lazy registry's `number` (a search's number
 * filter) is this one and downloads none of NumberInput.
 */
export function LightNumberWidget(props: EngineWidgetProps) {
  const { language } = useFormTexts();
  const { id, value, onChange, onBlur, onFocus, readonly } = props;
  const scale = decimalsFor(props);
  const options = { separator: decimalSeparatorFor(language), scale };
  // While focused the input shows exactly what is typed (kept); otherwise the stored number.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  // Called, not rendered: LightInput has no hooks (one component less per field of a large form).
  return LightInput({
    ...lightInputProps(props),
    kind: 'NumberInput',
    type: 'text',
    inputMode: scale === 0 ? 'numeric' : 'decimal',
    autoComplete: 'off',
    value: typing ?? formatNumberText(value, options),
    onFocus: () => {
      if (!readonly) setTyping(formatNumberText(value, options));
      onFocus?.(id, value);
    },
    onBlur: () => {
      setTyping(undefined);
      onBlur?.(id, value);
    },
    onChange: (event) => {
      const input = event.currentTarget;
      const text = cleanNumberText(input.value, options);
      if (text !== input.value && input.selectionStart !== null) {
        // Where the caret goes after a typed character was dropped or replaced (React puts it at
        // the end): set once React has drawn the cleaned text, which it does before the event's
        // microtasks run. No effect per render (a large form has a hundred number fields).
        const at = Math.max(0, input.selectionStart - (input.value.length - text.length));
        queueMicrotask(() => {
          if (document.activeElement === input) input.setSelectionRange(at, at);
        });
      }
      setTyping(text);
      onChange(numberFromText(text));
    },
  });
}
