import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterInputProps, FilterKind } from '../../../engine/react/search/filterRegistry';
import { rql } from '../../../engine/core/rql';
import { filterField } from '../../../engine/core/metadata';

// Mantine's Textarea (with its autosize) loads only when a search has this filter.
const Textarea = lazy(() => import('../../../engine/react/lazy/textarea'));

/** EIC codes of an `oomList` value: split on spaces, commas, semicolons and new lines, upper-cased, repeats dropped. */
export function splitOomList(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).map((v) => v.trim().toUpperCase()).filter((v) => v !== ''))];
}

function OomListInput({ id, label, value, onChange }: FilterInputProps) {
  const { t } = useTranslation();
  const hint = t('grid.filter.oomListHint');
  return (
    <Suspense fallback={<TextInput id={id} label={label} description={hint} value={value} onChange={(e) => onChange(e.currentTarget.value)} />}>
      <Textarea id={id} label={label} description={hint} autosize minRows={1} maxRows={4} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </Suspense>
  );
}

/** `oomList`: several metering points (OOM) at once, pasted as EIC codes; `in` over the codes. */
export const oomListFilter: FilterKind = {
  type: 'oomList',
  term: (value, def) => {
    const codes = splitOomList(value);
    if (codes.length === 0) return undefined;
    const field = filterField(def);
    return codes.length === 1 ? rql.eq(field, codes[0] as string) : rql.in(field, codes);
  },
  Input: OomListInput,
  text: (value) => splitOomList(value).join(', '),
};
