import { Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../core/form';
import type { StepEntity, StepSummary } from '../../../core/workflow';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useCodeBooks } from '../../grid/useCodeBooks';
import { workflowKeys } from '../queryKeys';

type Data = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value as text: a code by the field's live code book when it names it, else enum codes through
 * `${i18n}.enum.${field}.${value}` when such a key exists; numbers in the UI's language.
 */
function display(
  t: (key: string, options?: Record<string, unknown>) => string,
  i18n: string,
  field: string,
  value: unknown,
  lang: string,
  names?: ReadonlyMap<string, string>,
): string {
  if (value === null || value === undefined || value === '') return '–';
  const named = names?.get(String(value));
  if (named) return named;
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatIsoDate(value, lang);
  if (typeof value === 'string') return t(`${i18n}.enum.${field}.${value}`, { defaultValue: value });
  if (typeof value === 'number') return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
  return String(value);
}

/** Read-only fields of the process entity, and its rows when configured. */
export function StepSummarySection({ entity, entityId, summary }: { entity: StepEntity; entityId: number; summary: StepSummary }) {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const base = `${entity.api}${entityId}`;
  const record = useQuery({
    queryKey: workflowKeys.entity(entity.api, entityId),
    queryFn: async ({ signal }) => (await http.get<Data>(base, { signal, callerHandles: 'all' })).data,
  });
  const codeBooks = useCodeBooks(Object.values(summary.codeBooks ?? {}));
  const namesOf = (field: string) => {
    const path = summary.codeBooks?.[field];
    return path === undefined ? undefined : codeBooks.get(path);
  };
  const itemsPath = summary.items?.path;
  const items = useQuery({
    queryKey: workflowKeys.items(entity.api, entityId, itemsPath ?? ''),
    queryFn: async ({ signal }) => (await http.get<Data[]>(`${base}/${itemsPath}`, { signal, callerHandles: 'all' })).data ?? [],
    enabled: itemsPath !== undefined,
  });
  if (record.error) return <ErrorAlert error={record.error} titleKey="workflow.loadFailed" />;
  if (!record.data) return <Loader size="sm" aria-label="loading" />;
  return (
    <Stack gap="md">
      {summary.titleKey && (
        <Title order={2} size="h4">
          {t(summary.titleKey)}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" data-testid={summary.titleKey ? `step-summary-${summary.titleKey.split('.').pop() ?? ''}` : 'step-summary'}>
        {summary.fields.map((field) => (
          <div key={field}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`${entity.i18n}.field.${field}`)}
            </Text>
            <Text component="dd" m={0}>
              {display(t, entity.i18n, field, record.data[field], i18n.language, namesOf(field))}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {summary.items && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t(`${entity.i18n}.items.${summary.items.path}`)}
          </Title>
          {items.error ? (
            <ErrorAlert error={items.error} titleKey="workflow.loadFailed" />
          ) : (
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  {summary.items.columns.map((c) => (
                    <Table.Th key={c}>{t(`${entity.i18n}.${summary.items?.path}.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(items.data ?? []).map((row, i) => (
                  <Table.Tr key={i}>
                    {summary.items?.columns.map((c) => <Table.Td key={c}>{display(t, entity.i18n, c, row[c], i18n.language, namesOf(c))}</Table.Td>)}
                  </Table.Tr>
                ))}
                {items.data?.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={summary.items.columns.length}>{t('workflow.noRows')}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Stack>
  );
}
