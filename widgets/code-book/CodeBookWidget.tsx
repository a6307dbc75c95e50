import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';
import { codeBookChoices, useCodeBookItems, useUnlistedName, withQueryClient, type CodeBookChoice } from './codeBookItems';

/** Opening the list waits this long before loading (spec section 9: enum open debounce). */
export const ENUM_OPEN_DEBOUNCE_MS = 100;

/** Choices with the codes of `firstCodes` (e.g. SK, CZ for countries) first, in that order; the rest keep theirs. */
export function pinFirst<T extends { value: string }>(items: readonly T[], firstCodes: unknown): T[] {
  if (!Array.isArray(firstCodes) || firstCodes.length === 0) return [...items];
  const rank = (kod: string) => {
    const at = firstCodes.indexOf(kod);
    return at === -1 ? firstCodes.length : at;
  };
  // Array.prototype.sort is stable: items that are not pinned stay in the book's order.
  return [...items].sort((a, b) => rank(a.value) - rank(b.value));
}

/**
 * One code of a code book (`options.codeBook`, `enumType`, `enumKind`; `options.firstCodes` pins
 * codes first). Offers the items valid today; a stored code the book has invalidated (or does not
 * know; `options.labelPrefix` names it) stays readable, marked, and cannot be chosen anew. The
 * book is read live (see useCodeBookItems) when the list opens (debounced 100 ms) or when a stored
 * value needs its name. Stores `kod`.
 */
function CodeBookSelect(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, required, readonly, options } = props;
  const current = value === undefined || value === null || value === '' ? null : String(value);
  const [opened, setOpened] = useState(false);
  const openSoon = useDebouncedCallback(() => setOpened(true), ENUM_OPEN_DEBOUNCE_MS);
  const query = useCodeBookItems(options, opened || current !== null);
  const unlisted = useUnlistedName(options);
  const choices: CodeBookChoice[] = codeBookChoices(query.data ?? [], current ? [current] : [], (name) => t('widgets.codeBook.invalidItem', { name }), unlisted);
  // Until the book has loaded, a stored code shows as itself rather than an empty field.
  if (current && query.data === undefined && !choices.some((c) => c.value === current)) choices.push({ value: current, label: unlisted(current), disabled: true });
  return (
    <Select
      {...commonInputProps(props)}
      data={pinFirst(choices, options.firstCodes)}
      value={current}
      searchable
      onDropdownOpen={openSoon}
      onChange={(selected) => onChange(selected ?? undefined)}
      clearable={!required && !readonly}
      allowDeselect={!required}
      nothingFoundMessage={query.isFetching ? t('widgets.select.loading') : query.isError ? t('widgets.select.loadFailed') : t('widgets.select.nothingFound')}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      placeholder={readonly ? undefined : (props.placeholder ?? t('engine.select.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export const CodeBookWidget = withQueryClient(CodeBookSelect);
