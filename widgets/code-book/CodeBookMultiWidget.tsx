import { Loader, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';
import { codeBookChoices, useCodeBookItems, useUnlistedName, withQueryClient } from './codeBookItems';

/** The stored codes (an array of strings; anything else is none). */
function codesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Several codes of one code book (`options.codeBook`, `enumType`, `enumKind`), stored as an array:
 * offers the items valid today and names the stored ones (invalidated ones marked, still
 * removable). Read live (see useCodeBookItems), so a change of the book shows at once.
 * `options.labelPrefix` names codes the book does not know.
 */
function CodeBookMulti(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, readonly, options, schema } = props;
  const query = useCodeBookItems(options);
  const chosen = codesOf(value);
  const unlisted = useUnlistedName(options);
  // A disabled pill could not be removed: the marked label is enough here, and a chosen code is not offered again.
  const data = codeBookChoices(query.data ?? [], chosen, (name) => t('widgets.codeBook.invalidItem', { name }), unlisted).map(({ value: code, label }) => ({ value: code, label }));
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  return (
    <MultiSelect
      {...commonInputProps(props)}
      data={data}
      value={chosen}
      maxValues={max}
      searchable={!readonly}
      clearable={!readonly}
      clearButtonProps={{ 'aria-label': t('widgets.stringList.clear') }}
      onChange={(next) => onChange(next.length === 0 ? undefined : next)}
      nothingFoundMessage={query.isFetching ? t('widgets.select.loading') : query.isError ? t('widgets.select.loadFailed') : t('widgets.select.nothingFound')}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      placeholder={readonly || chosen.length > 0 ? undefined : (props.placeholder ?? t('engine.select.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export const CodeBookMultiWidget = withQueryClient(CodeBookMulti);
