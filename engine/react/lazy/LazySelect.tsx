import { Input, type ComboboxData, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { lazy, startTransition, Suspense, useId, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

const loadComboboxes = () => import('./comboboxes');
// Mantine's selects are generic over the value type; these screens use string values.
const RealSelect = lazy(() => loadComboboxes().then((m) => ({ default: m.Select }))) as unknown as ComponentType<SelectProps>;
const RealMultiSelect = lazy(() => loadComboboxes().then((m) => ({ default: m.MultiSelect }))) as unknown as ComponentType<MultiSelectProps>;

/** Starts loading the dropdown code (on hover or focus: likely to be opened next). */
export function preloadComboboxes(): void {
  void loadComboboxes();
}

/** Keys that open a select (as Mantine's Select does). */
const OPEN_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' '];

/** The label of `value` in a select's data (plain strings, items or groups). */
export function optionLabel(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !data) return '';
  for (const entry of data as readonly unknown[]) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry && typeof entry === 'object') {
      if ('items' in entry && Array.isArray(entry.items)) {
        const inGroup = optionLabel(entry.items as ComboboxData, value);
        if (inGroup) return inGroup;
      } else if ('value' in entry && entry.value === value) {
        return 'label' in entry && typeof entry.label === 'string' ? entry.label : String(entry.value);
      }
    }
  }
  return '';
}

/** The up-and-down chevron of a closed select. */
function Chevron() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }}>
      <path d="M4.5 6 7.5 3l3 3M4.5 9l3 3 3-3" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface TriggerProps {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  placeholder?: string;
  size?: SelectProps['size'];
  w?: SelectProps['w'];
  'aria-label'?: string;
  text: string;
  onOpen: () => void;
}

/**
 * A closed select as Mantine draws it (its input classes, label, chevron), with no dropdown code:
 * a click, or a key that opens a select, loads the real one and opens it.
 */
function Trigger({ id, label, description, error, required, withAsterisk, disabled, placeholder, size, w, text, onOpen, ...rest }: TriggerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Input.Wrapper id={inputId} label={label} description={description} error={error} required={required} withAsterisk={withAsterisk} size={size} w={w}>
      <Input
        id={inputId}
        size={size}
        readOnly
        pointer
        disabled={disabled}
        value={text}
        placeholder={placeholder}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={rest['aria-label']}
        aria-invalid={error ? true : undefined}
        data-lazy-select=""
        rightSection={<Chevron />}
        rightSectionPointerEvents="none"
        onPointerEnter={preloadComboboxes}
        onFocus={preloadComboboxes}
        onClick={onOpen}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!OPEN_KEYS.includes(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
      />
    </Input.Wrapper>
  );
}

/**
 * Opens the real component once asked. A transition keeps the trigger (the boundary's content, and
 * its focus) on screen until the code is there; the fallback only serves a render that is not one.
 */
export function useOpenedLazily(): [boolean, () => void] {
  const [opened, setOpened] = useState(false);
  return [opened, () => startTransition(() => setOpened(true))];
}

function triggerProps(props: SelectProps | MultiSelectProps): Omit<TriggerProps, 'text' | 'onOpen'> {
  return {
    id: props.id,
    label: props.label,
    description: props.description,
    error: props.error,
    required: props.required,
    withAsterisk: props.withAsterisk,
    disabled: props.disabled,
    placeholder: props.placeholder,
    size: props.size,
    w: props.w,
    'aria-label': props['aria-label'],
  };
}

/**
 * Mantine's Select, with its dropdown code loaded on first open: until then a trigger that looks
 * the same (label, value, chevron, role combobox). Opened, it is Mantine's Select with every prop,
 * focused and with its options shown.
 */
export function LazySelect(props: SelectProps) {
  const [opened, open] = useOpenedLazily();
  const trigger = <Trigger {...triggerProps(props)} text={optionLabel(props.data, props.value ?? props.defaultValue)} onOpen={open} />;
  return <Suspense fallback={trigger}>{opened ? <RealSelect {...props} defaultDropdownOpened autoFocus /> : trigger}</Suspense>;
}

/** Mantine's MultiSelect the same way: the trigger lists the chosen labels. */
export function LazyMultiSelect(props: MultiSelectProps) {
  const [opened, open] = useOpenedLazily();
  const values = props.value ?? props.defaultValue ?? [];
  const text = values.map((v) => optionLabel(props.data, v) || v).join(', ');
  const trigger = <Trigger {...triggerProps(props)} placeholder={values.length > 0 ? undefined : props.placeholder} text={text} onOpen={open} />;
  return <Suspense fallback={trigger}>{opened ? <RealMultiSelect {...props} defaultDropdownOpened autoFocus /> : trigger}</Suspense>;
}
