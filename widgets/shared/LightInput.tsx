import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Input } from '@mantine/core';
import { fieldInputProps } from './inputProps';
import own from './LightInput.module.css';

// Mantine's own class names for its input layers (label, wrapper, input, section, error), read
// from Mantine so a new version keeps the light inputs styled as its TextInput.
const classes = Input.classes as Record<'root' | 'label' | 'description' | 'wrapper' | 'input' | 'section' | 'error', string>;

/** Which Mantine component a light input looks like (its static class names, for styles and tests). */
export type LightKind = 'TextInput' | 'NumberInput' | 'Select';

// Mantine's TextInput sets CSS variables inline at size "sm". The label's, description's and
// error's sizes and the wrapper's height are what Mantine's style sheet falls back to without them,
// and the input's font size comes with a class (LightInput.module.css): a field's elements carry no
// inline style unless it shows an error (the wrapper's margin) or is drawn as a select.
const WRAPPER_ERROR_STYLE = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } as CSSProperties;
// A select's: the pointer cursor, and clicks through the right section (chevron) reach the input.
const POINTER_STYLE = { '--input-right-section-pointer-events': 'none' } as CSSProperties;
const POINTER_ERROR_STYLE = { ...WRAPPER_ERROR_STYLE, ...POINTER_STYLE } as CSSProperties;
// The same gap as the wrapper's margin above, above the error of an input drawn without its own wrapper.
const ERROR_GAP_STYLE: CSSProperties = { marginTop: 'calc(var(--mantine-spacing-xs) / 2)' };
// A root that is the input's wrapper and holds a button at the input's end is a grid of one column:
// the button, and anything placed over the input, are positioned in the input's row (the first,
// second or third, after the label and the help).
const INPUT_ROW = [own.inputRow1, own.inputRow2, own.inputRow3];

type Part = keyof typeof classes;
const PARTS: readonly [Part, 'InputWrapper' | 'Input'][] = [
  ['root', 'InputWrapper'],
  ['label', 'InputWrapper'],
  ['description', 'InputWrapper'],
  ['error', 'InputWrapper'],
  ['wrapper', 'Input'],
  ['input', 'Input'],
  ['section', 'Input'],
];
// Our own classes beside Mantine's: the root's label line, the label's block and asterisk, the wrapper's font size.
const OWN: Partial<Record<Part, string>> = { root: own.root, label: own.label, wrapper: own.wrapper };
const byKind = new Map<LightKind, Record<Part | 'merged', string>>();
/** Each part's `m_… mantine-InputWrapper-root mantine-TextInput-root`, built once per kind (one lookup per field). */
function classNames(kind: LightKind): Record<Part | 'merged', string> {
  let names = byKind.get(kind);
  if (!names) {
    names = Object.fromEntries(
      PARTS.map(([part, layer]) => [
        part,
        `${kind === 'NumberInput' && part === 'root' ? 'm_e2f5cd4e ' : ''}${classes[part]} mantine-${layer}-${part} mantine-${kind}-${part}${OWN[part] ? ` ${OWN[part]}` : ''}`,
      ]),
    ) as Record<Part | 'merged', string>;
    names.merged = `${names.root} ${names.wrapper}`;
    byKind.set(kind, names);
  }
  return names;
}

export interface LightInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  kind?: LightKind;
  /** Visible label; without it the input is named by aria-label. */
  label?: string;
  /** Help under the label (metadata `help`), read with the input through aria-describedby. */
  description?: string;
  /** Message shown under the input, announced through aria-invalid and aria-describedby. */
  error?: string;
  /**
   * Shown at the input's right end. Without one (undefined) the root is the input's wrapper too,
   * one element less; a widget whose section comes and goes passes null while it has none, so
   * the input keeps its place in the tree (and its focus).
   */
  rightSection?: ReactNode;
  /**
   * A button at the input's right end, placed where Mantine's section would centre it (its class
   * must include END_BUTTON_CLASS): without a section, the root is the input's wrapper too, and
   * the button is placed in the input's row, three elements fewer than Mantine's section and wrapper
   * around a button. Null while it has none (see rightSection).
   */
  rightButton?: ReactNode;
  /** Drawn after the input and its button, e.g. a popover anchored to the input's box (OVER_INPUT_CLASS); false while closed. */
  overlay?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Drawn as a select: pointer cursor, the right section lets clicks through to the input. */
  pointer?: boolean;
}

/**
 * An input drawn as Mantine's TextInput draws it (its elements' class names, and the data
 * attributes and CSS variables of size "sm" that Mantine's styles read, so they apply unchanged),
 * without its component layers: the frequent widgets of a large form cost one element tree each.
 * Attributes no style or script reads (`data-size`, the input's `data-variant`) are left out: a
 * 300-field form writes 1,200 attributes fewer. An input without a right section has no wrapper
 * of its own: the root carries the wrapper's class (the variables the input reads) and is the
 * only element around label and input, as in a plain page (a button at the input's end is placed
 * in the root's grid). A label has an id (`labelIdOf`) only
 * where something refers to it: a select's list, a button at the input's end. It has no hooks, so
 * a widget may call it as a function (no component of its own per field).
 */
export function LightInput({ id, kind = 'TextInput', label, description, error, rightSection, rightButton, overlay, inputRef, pointer, required, disabled, placeholder, ...input }: LightInputProps) {
  const names = classNames(kind);
  // No section: the root is the input's wrapper too; with a button at the input's end, a grid.
  const merged = rightSection === undefined;
  const sectionless = merged && rightButton === undefined;
  const invalid = error !== undefined && error !== '';
  const described = description !== undefined && description !== '';
  const describedBy = described ? (invalid ? `${id}-description ${id}-error` : `${id}-description`) : invalid ? `${id}-error` : undefined;
  // The label's one text child (React writes it as the element's text, no node of its own); a
  // required field's asterisk is drawn by the label's class (LightInput.module.css).
  const labelElement = label !== undefined && (
    <label className={names.label} data-required={required || undefined} htmlFor={id} id={kind === 'Select' || !sectionless ? labelIdOf(id) : undefined}>
      {label}
    </label>
  );
  const descriptionElement = described && (
    <p className={names.description} id={`${id}-description`}>
      {description}
    </p>
  );
  const errorElement = invalid && (
    <p className={names.error} id={`${id}-error`} style={merged ? ERROR_GAP_STYLE : undefined}>
      {error}
    </p>
  );
  const inputElement = (
    <input
      {...input}
      // An empty placeholder shows and says nothing: no attribute (one write less per field of a large form).
      placeholder={placeholder === '' ? undefined : placeholder}
      ref={inputRef}
      className={names.input}
      data-error={invalid || undefined}
      data-disabled={disabled || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      required={required}
      disabled={disabled}
      id={id}
    />
  );
  if (merged) {
    // No section to place over the input: the root is the input's wrapper too (its class holds the
    // variables the input reads; nothing else in the root reads them), one element less per field.
    // The error keeps the wrapper's gap above it.
    return (
      <div
        className={sectionless ? names.merged : `${names.merged} ${own.endGrid} ${INPUT_ROW[(label === undefined ? 0 : 1) + (described ? 1 : 0)]}`}
        data-variant="default"
        data-error={invalid || undefined}
        data-disabled={disabled || undefined}
        data-with-right-section={rightButton ? true : undefined}
      >
        {labelElement}
        {descriptionElement}
        {inputElement}
        {rightButton}
        {overlay}
        {errorElement}
      </div>
    );
  }
  return (
    <div className={names.root} data-error={invalid || undefined}>
      {labelElement}
      {descriptionElement}
      <div
        style={pointer ? (invalid ? POINTER_ERROR_STYLE : POINTER_STYLE) : invalid ? WRAPPER_ERROR_STYLE : undefined}
        className={names.wrapper}
        data-variant="default"
        data-error={invalid || undefined}
        data-disabled={disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection || rightButton ? true : undefined}
      >
        {inputElement}
        {rightButton}
        {overlay}
        {rightSection ? (
          <div data-position="right" className={names.section}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {errorElement}
    </div>
  );
}

/**
 * The id of a light input's label, set when something else refers to it: a select's list is named
 * by it, and a button at the input's end (a calendar) is described by it, so that a form's many
 * alike buttons are told apart without taking the field's name (a lookup by label finds the input alone).
 */
export const labelIdOf = (inputId: string) => `${inputId}-label`;

/** The class a `rightButton` carries: placed at the input's right end as Mantine's right section centres its content. */
export const END_BUTTON_CLASS = own.endButton ?? '';

/** The class of an element drawn over the input's box (an `overlay`'s anchor): absolute, in the input's row. */
export const OVER_INPUT_CLASS = own.overInput ?? '';

/** What every light widget passes its LightInput from the widget's props (the same as the Mantine widgets'). */
export const lightInputProps = fieldInputProps;
