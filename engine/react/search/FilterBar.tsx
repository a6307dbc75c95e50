import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../../core/metadata';
import { enumLabelKey, filterField, filterLabelKey } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { useSearchContext } from './SearchContext';

/** Widgets (by registry name) the filter bar borrows for typed inputs; text, enum and boolean use plain inputs. */
const FILTER_WIDGET: Partial<Record<FilterDef['type'], string>> = { date: 'date', number: 'number' };

function FilterInput({ def }: { def: FilterDef }) {
  const { t } = useTranslation();
  const { widgets } = useEngine();
  const { meta, draft, setDraftValue, enumOptions } = useSearchContext();
  const id = `filter-${meta.entity}-${def.key}`;
  const label = t(filterLabelKey(meta, def));
  const value = draft[def.key] ?? '';
  const set = (v: unknown) => setDraftValue(def.key, v === undefined || v === null ? undefined : String(v));

  if (def.type === 'enum' || def.type === 'boolean') {
    const data =
      def.type === 'boolean'
        ? [
            { value: 'true', label: t('engine.boolean.true') },
            { value: 'false', label: t('engine.boolean.false') },
          ]
        : enumOptions(def.key).map((v) => ({ value: v, label: t(enumLabelKey(meta.entity, filterField(def), v), { defaultValue: v }) }));
    return (
      <Select
        id={id}
        label={label}
        data={data}
        value={value || null}
        onChange={(v) => set(v ?? undefined)}
        clearable
        placeholder={t('engine.filter.any')}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }

  const widgetName = FILTER_WIDGET[def.type];
  const Widget = widgetName ? widgets.get(widgetName)?.component : undefined;
  if (Widget) {
    const schema = def.type === 'date' ? { type: 'string', format: 'date' } : { type: 'number' };
    return (
      <Widget
        id={id}
        name={def.key}
        label={label}
        value={def.type === 'number' && value !== '' ? Number(value) : value || undefined}
        onChange={set}
        schema={schema}
        options={{}}
      />
    );
  }
  return <TextInput id={id} label={label} value={value} onChange={(e) => set(e.currentTarget.value)} />;
}

/** The filter inputs with Search and Reset; Enter in an input searches. */
export function FilterBar() {
  const { t } = useTranslation();
  const { meta, submit, reset } = useSearchContext();
  if (meta.search.filters.length === 0) return null;
  return (
    <form
      role="search"
      aria-label={t('engine.filter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {meta.search.filters.map((def) => (
          <FilterInput key={def.key} def={def} />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('engine.action.search')}</Button>
        <Button type="button" variant="default" onClick={reset}>
          {t('engine.action.resetFilter')}
        </Button>
      </Group>
    </form>
  );
}
