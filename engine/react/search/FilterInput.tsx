import { lazy, Suspense, type ComponentType } from 'react';
import { Group, Stack, Text, TextInput, type CheckboxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../registry';
import type { FilterDef } from '../../core/metadata';
import { filterLabelKey, isReversedRange, joinRange, reversedBounds, splitList, splitRange } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { LazyMultiSelect, LazySelect } from '../lazy/LazySelect';
import { useSearchContext } from './SearchContext';

const Checkbox = lazy(() => import('../lazy/checkbox').then((m) => ({ default: m.Checkbox }))) as unknown as ComponentType<CheckboxProps>;

/** Widgets (by registry name) the filter bar borrows for typed inputs. */
const DATE_WIDGET = 'date';
const NUMBER_WIDGET = 'number';

type Set = (value: string | undefined) => void;

/** A typed input borrowed from the widget registry (date, number), or a text input when it is missing. */
function TypedInput({ id, name, label, kind, value, onChange }: { id: string; name: string; label: string; kind: 'date' | 'number'; value: string; onChange: Set }) {
  const { widgets } = useEngine();
  const Widget = widgets.get(kind === 'date' ? DATE_WIDGET : NUMBER_WIDGET)?.component;
  if (!Widget) return <TextInput id={id} label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  const props: EngineWidgetProps = {
    id,
    name,
    label,
    value: kind === 'number' && value !== '' ? Number(value) : value || undefined,
    onChange: (v: unknown) => onChange(v === undefined || v === null ? undefined : String(v)),
    schema: kind === 'date' ? { type: 'string', format: 'date' } : { type: 'number' },
    options: {},
  };
  return <Widget {...props} />;
}

/** Why a filter would find nothing (its end before its start), under its input and read with it. */
function ReversedNote({ id, children }: { id: string; children: string }) {
  return (
    <Text id={`${id}-reversed`} size="xs" c="red" role="alert">
      {children}
    </Text>
  );
}

/** One input of the filter bar, by filter type (forms-data.md 3). Values are text, as the URL holds them. */
export function FilterInput({ def }: { def: FilterDef }) {
  const { t } = useTranslation();
  const { meta, draft, setDraftValue, enumChoices } = useSearchContext();
  const { filters } = useEngine();
  const id = `filter-${meta.entity}-${def.key}`;
  const label = t(filterLabelKey(meta, def));
  const value = draft[def.key] ?? '';
  const set: Set = (v) => setDraftValue(def.key, v === undefined || v === '' ? undefined : v);
  const select = (data: { value: string; label: string }[]) => (
    <LazySelect
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

  switch (def.type) {
    case 'enum':
      return select(enumChoices(def.key));
    case 'enumList':
      return (
        <LazyMultiSelect
          id={id}
          label={label}
          data={enumChoices(def.key)}
          value={splitList(value)}
          onChange={(values) => set(values.join(','))}
          clearable
          placeholder={value ? undefined : t('engine.filter.any')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'boolean':
      return select([
        { value: 'true', label: t('engine.boolean.true') },
        { value: 'false', label: t('engine.boolean.false') },
      ]);
    case 'true':
      return (
        // Until Mantine's Checkbox has loaded, a plain one that works the same.
        <Suspense
          fallback={
            <Group mt="lg" gap="xs">
              <input type="checkbox" id={id} checked={value === 'true'} onChange={(e) => set(e.currentTarget.checked ? 'true' : undefined)} />
              <label htmlFor={id}>{label}</label>
            </Group>
          }
        >
          <Checkbox id={id} label={label} mt="lg" checked={value === 'true'} onChange={(e) => set(e.currentTarget.checked ? 'true' : undefined)} />
        </Suspense>
      );
    case 'date':
    case 'number': {
      const below = reversedBounds(meta.search.filters, draft).get(def.key);
      const input = <TypedInput id={id} name={def.key} label={label} kind={def.type === 'date' ? 'date' : 'number'} value={value} onChange={set} />;
      if (!below) return input;
      return (
        <Stack gap={4}>
          {input}
          <ReversedNote id={id}>{t('engine.filter.boundsReversed', { lower: t(filterLabelKey(meta, below)) })}</ReversedNote>
        </Stack>
      );
    }
    case 'range': {
      const [from, to] = splitRange(value);
      const kind = def.formatter === 'date' || def.formatter === 'datetime' ? 'date' : 'number';
      const reversed = isReversedRange(value);
      return (
        <Stack gap={4}>
          <Group gap="xs" grow wrap="nowrap" role="group" aria-label={label} aria-describedby={reversed ? `${id}-reversed` : undefined}>
            <TypedInput id={`${id}-from`} name={`${def.key}-from`} label={`${label} ${t('grid.filter.from')}`} kind={kind} value={from} onChange={(v) => set(joinRange(v ?? '', to))} />
            <TypedInput id={`${id}-to`} name={`${def.key}-to`} label={`${label} ${t('grid.filter.to')}`} kind={kind} value={to} onChange={(v) => set(joinRange(from, v ?? ''))} />
          </Group>
          {reversed && <ReversedNote id={id}>{t('engine.filter.rangeReversed')}</ReversedNote>}
        </Stack>
      );
    }
    case 'phone':
      return <TextInput id={id} type="tel" label={label} value={value} onChange={(e) => set(e.currentTarget.value)} />;
    case 'user':
      return (
        <TextInput id={id} label={label} placeholder={t('grid.filter.userPlaceholder')} value={value} onChange={(e) => set(e.currentTarget.value)} />
      );
    case 'text':
    case 'custom':
      return <TextInput id={id} label={label} value={value} onChange={(e) => set(e.currentTarget.value)} />;
    default: {
      // A kind the application registered (a plain text input when it has no input of its own).
      const Input = filters.get(def.type)?.Input;
      if (Input) return <Input id={id} label={label} value={value} onChange={set} def={def} />;
      return <TextInput id={id} label={label} value={value} onChange={(e) => set(e.currentTarget.value)} />;
    }
  }
}
