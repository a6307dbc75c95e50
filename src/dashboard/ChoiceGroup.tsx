import { useRef, type KeyboardEvent } from 'react';
import classes from './Dashboard.module.css';

export interface ChoiceGroupProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: { value: V; label: string }[];
  'aria-label': string;
}

/** A row of mutually exclusive choices (a radio group of buttons, arrow keys move the choice), plain React. */
export function ChoiceGroup<V extends string>({ value, onChange, data, 'aria-label': label }: ChoiceGroupProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + data.length) % data.length;
    const choice = data[next];
    if (!choice) return;
    onChange(choice.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className={classes.choices}>
      {data.map((choice, index) => {
        const checked = choice.value === value;
        return (
          <button
            key={choice.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            className={classes.choice}
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(choice.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
