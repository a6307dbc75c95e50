import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { EntityMetadata, RelatedDef } from '../../core/metadata';
import { REFRESH_INTERVAL_MS } from './useDetailController';
import { RelatedList } from './RelatedList';

type Row = Readonly<Record<string, unknown>>;

/** Whether a related list sits on one of the form's tabs (else it goes under the form). */
function onTab(related: RelatedDef, tabIds: readonly string[]): boolean {
  return related.tab !== undefined && tabIds.includes(related.tab);
}

/** The related lists that sit under the form (no tab, or a tab the form does not have). */
export function RelatedLists({ meta, record, refreshing, tabIds }: { meta: EntityMetadata; record: Row; refreshing: boolean; tabIds: readonly string[] }) {
  const below = (meta.detail.related ?? []).filter((related) => !onTab(related, tabIds));
  if (below.length === 0) return null;
  return (
    <Stack gap="lg" mt="md">
      {below.map((related) => (
        <RelatedList key={related.id} meta={meta} related={related} record={record} refetchInterval={refreshing ? REFRESH_INTERVAL_MS : false} />
      ))}
    </Stack>
  );
}

/** The related lists placed on the form's tabs, by tab id (stable while the record is the same). */
export function useRelatedTabContent(meta: EntityMetadata, record: Row | undefined, refreshing: boolean, tabIds: readonly string[]): Record<string, ReactNode> | undefined {
  const tabKey = tabIds.join('|');
  return useMemo(() => {
    const placed = (meta.detail.related ?? []).filter((related) => onTab(related, tabIds));
    if (!record || placed.length === 0) return undefined;
    const out: Record<string, ReactNode[]> = {};
    for (const related of placed) {
      (out[related.tab as string] ??= []).push(
        <RelatedList key={related.id} meta={meta} related={related} record={record} refetchInterval={refreshing ? REFRESH_INTERVAL_MS : false} />,
      );
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tabKey stands for tabIds
  }, [meta, record, refreshing, tabKey]);
}
