import { useMemo, useState } from 'react';
import { ActionIcon, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonSchema, ReasonLabels } from '../../../core/form';
import type { StepEntity, StepItems } from '../../../core/workflow';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { ReasonLabelsScope, useRegisterReasonLabels } from '../../errors/reasonLabels';
import { workflowKeys } from '../queryKeys';
import { StepItemAddRow } from './StepItemAddRow';

type Row = Record<string, unknown>;

interface StepItemsSectionProps {
  entity: StepEntity;
  entityId: number;
  items: StepItems;
  readOnly: boolean;
}

/**
 * Child rows of the entity (e.g. OOMs): listed, added and removed one by one. A new row is checked
 * against the add route's served schema before it is sent (StepItemAddRow); the server's refusal
 * (what only it knows) shows in an alert, in its own scope: the alert names the row's fields by
 * their labels.
 */
export function StepItemsSection(props: StepItemsSectionProps) {
  return (
    <ReasonLabelsScope>
      <ItemsSection {...props} />
    </ReasonLabelsScope>
  );
}

function ItemsSection({ entity, entityId, items, readOnly }: StepItemsSectionProps) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const queryClient = useQueryClient();
  const base = `${entity.api}${entityId}/${items.path}`;
  const key = workflowKeys.items(entity.api, entityId, items.path);
  const rows = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await http.get<Row[]>(base, { signal, callerHandles: 'all' })).data ?? [] });
  const schema = useQuery({
    queryKey: workflowKeys.itemSchema(entity.api, entityId, items.path),
    queryFn: async ({ signal }) => (await http.get<JsonSchema>(`${base}/schema/post/request`, { signal, callerHandles: 'all' })).data,
    staleTime: Infinity,
    enabled: !readOnly,
  });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const label = (field: string) => t(`${entity.i18n}.${items.path}.${field}`);
  const labels = useMemo<ReasonLabels>(
    () => ({ field: (name) => (items.add.includes(name) ? t(`${entity.i18n}.${items.path}.${name}`) : undefined), part: () => undefined }),
    [items.add, items.path, entity.i18n, t],
  );
  useRegisterReasonLabels(labels);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };
  // The row checked its body against the served schema already.
  const add = (body: Row) => run(() => http.post(base, body, { callerHandles: 'all', skipSchemaCheck: true }));
  const remove = (row: Row) => run(() => http.delete(`${base}/${encodeURIComponent(String(row[items.key]))}`, { callerHandles: 'all' }));
  const count = rows.data?.length ?? 0;

  return (
    <Stack gap="sm">
      <Table withTableBorder striped data-testid="step-items">
        <Table.Thead>
          <Table.Tr>
            {items.columns.map((c) => (
              <Table.Th key={c}>{label(c)}</Table.Th>
            ))}
            {!readOnly && <Table.Th w={60} aria-label={t('workflow.items.remove')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).map((row) => (
            <Table.Tr key={String(row[items.key])}>
              {items.columns.map((c) => (
                <Table.Td key={c}>{row[c] === null || row[c] === undefined ? '–' : String(row[c])}</Table.Td>
              ))}
              {!readOnly && (
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={t('workflow.items.removeRow', { key: String(row[items.key]) })} disabled={busy}>
                    ×
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {count === 0 && (
            <Table.Tr>
              <Table.Td colSpan={items.columns.length + (readOnly ? 0 : 1)}>{t('workflow.noRows')}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {items.min !== undefined && count < items.min && (
        <Text size="sm" c="dimmed">
          {t('workflow.items.min', { min: items.min, count })}
        </Text>
      )}
      {rows.error !== null && rows.error !== undefined && <ErrorAlert error={rows.error} titleKey="workflow.loadFailed" />}
      {!readOnly && schema.error !== null && schema.error !== undefined && <ErrorAlert error={schema.error} titleKey="workflow.loadFailed" />}
      {!readOnly && schema.data && <StepItemAddRow entity={entity} items={items} schema={schema.data} busy={busy} send={add} />}
      {!readOnly && schema.isPending && <Loader size="sm" aria-label="loading" />}
      {error !== undefined && <ErrorAlert error={error} titleKey="workflow.items.failed" />}
    </Stack>
  );
}
