import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { CustomFilterBuilder, FilterDef, FilterTerms } from '../../core/metadata';

/** What a registered filter kind's input receives. Values are text, as the URL holds them. */
export interface FilterInputProps {
  /** DOM id of the input; the label points at it. */
  id: string;
  /** Translated label. */
  label: string;
  /** The typed value ('' when empty). */
  value: string;
  /** Reports a new value; undefined or '' clears the filter. */
  onChange: (value: string | undefined) => void;
  def: FilterDef;
}

/**
 * A domain filter kind the application registers (like a widget): metadata names it as a filter's
 * `type`; the engine asks the registry how to draw it, how its value becomes RQL and how the
 * applied value reads in the summary.
 */
export interface FilterKind {
  /** The filter `type` metadata uses. Must not be a built-in kind. */
  type: string;
  /** The RQL term of a (trimmed, non-empty) value, or undefined when the value does not filter. */
  term: CustomFilterBuilder;
  /** The input; a plain text input when absent. */
  Input?: ComponentType<FilterInputProps>;
  /** The applied value as the active-filter summary shows it; the value itself when absent. */
  text?: (value: string, t: TFunction, def: FilterDef) => string;
}

/** The registered filter kinds the engine renders with. */
export interface FilterRegistry extends FilterTerms {
  readonly kinds: readonly FilterKind[];
  get(type: string): FilterKind | undefined;
}

/** Builds the registry; a later kind of the same type replaces the earlier one. */
export function createFilterRegistry(kinds: readonly FilterKind[]): FilterRegistry {
  const byType = new Map<string, FilterKind>();
  for (const kind of kinds) byType.set(kind.type, kind);
  return {
    kinds: [...byType.values()],
    get: (type) => byType.get(type),
    term: (type) => byType.get(type)?.term,
  };
}

/** Whether a value is already a registry (rather than a list of kinds). */
export function isFilterRegistry(value: readonly FilterKind[] | FilterRegistry): value is FilterRegistry {
  return !Array.isArray(value);
}
