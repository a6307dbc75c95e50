import { useTranslation } from 'react-i18next';
import type { FilterInputProps, FilterKind } from '../../../engine/react/search/filterRegistry';
import { rql } from '../../../engine/core/rql';
import { filterField } from '../../../engine/core/metadata';
import { LazySelect } from '../../../engine/react/lazy/LazySelect';

/** The choices of a "own balancing group" filter: yes, no, or the metering point's own flag (OOM). */
const CHOICES = ['ANO', 'NIE', 'OOM'] as const;

function BsAnoOomInput({ id, label, value, onChange }: FilterInputProps) {
  const { t } = useTranslation();
  return (
    <LazySelect
      id={id}
      label={label}
      data={CHOICES.map((v) => ({ value: v, label: t(`grid.filter.bsAnoOom.${v}`) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      placeholder={t('engine.filter.any')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * `bsAnoOom`: ANO = eq(key, true), NIE = eq(key, false), OOM = eq(key2, true) (the flag of the
 * metering point's own balancing group); anything else does not filter.
 */
export const bsAnoOomFilter: FilterKind = {
  type: 'bsAnoOom',
  term: (value, def) => {
    const field = filterField(def);
    if (value === 'ANO') return rql.eq(field, true);
    if (value === 'NIE') return rql.eq(field, false);
    if (value === 'OOM') return rql.eq(def.key2 ?? field, true);
    return undefined;
  },
  Input: BsAnoOomInput,
  text: (value, t) => t(`grid.filter.bsAnoOom.${value}`, { defaultValue: value }),
};
