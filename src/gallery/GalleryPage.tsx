import { useMemo, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../engine/core/form';
import { buildFormModel, resolveWidgets } from '../../engine/core/form';
import { EngineProvider, ErrorAlert, useEngine } from '../../engine/react';
import type { EngineWidgetProps } from '../../engine/react';
import { EngineForm } from '../../engine/react/detail/EngineForm';
import { preloadTableScrollArea } from '../../engine/react/grid/tableScrollArea';
import { widgets } from '../../widgets';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { AccessDeniedPage } from '../shell/pages/AccessDeniedPage';
import { galleryMetadata, SAMPLE_OPTIONS, SAMPLE_SCHEMAS, SAMPLE_VALUES } from './galleryMetadata';

// The table's Table.ScrollContainer scrolls in Mantine's ScrollArea, which loads on its own
// (engine/react/grid/tableScrollArea.tsx): it starts with this page's code, so it is there before the table.
void preloadTableScrollArea();

const STATES = ['empty', 'filled', 'required', 'error', 'disabled', 'readonly'] as const;

function StateCell({ name, state }: { name: string; state: (typeof STATES)[number] }) {
  const { t } = useTranslation();
  const { widgets: registry } = useEngine();
  const Widget = registry.components[name];
  const [value, setValue] = useState<unknown>(state === 'empty' ? undefined : SAMPLE_VALUES[name]);
  if (!Widget) return null;
  const props: EngineWidgetProps = {
    id: `state-${name}-${state}`,
    name,
    label: t(`widgets.gallery.state.${state}`),
    value,
    onChange: setValue,
    schema: (SAMPLE_SCHEMAS[name] ?? { type: 'string' }) as JsonSchema,
    options: SAMPLE_OPTIONS[name] ?? {},
    required: state === 'required' || state === 'error',
    disabled: state === 'disabled',
    readonly: state === 'readonly',
    rawErrors: state === 'error' ? [t('engine.validation.invalid')] : undefined,
  };
  return <Widget {...props} />;
}

function StatesTable() {
  const { t } = useTranslation();
  const names = widgets.map((w) => w.name);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" data-testid="gallery-states">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('widgets.gallery.states')}</Table.Th>
            {STATES.map((s) => (
              <Table.Th key={s}>{t(`widgets.gallery.state.${s}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {names.map((name) => (
            <Table.Tr key={name} data-widget={name}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {name}
                </Text>
              </Table.Td>
              {STATES.map((s) => (
                <Table.Td key={s} miw={180}>
                  <StateCell name={name} state={s} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The gallery's form: the server's schema with every widget, checked by the browser, then posted to the server. */
export function GalleryForm() {
  const { t } = useTranslation();
  const { http, tokens, widgets: registry } = useEngine();
  const [data, setData] = useState<Record<string, unknown>>({ consent: false });
  const schemaQuery = useQuery({
    queryKey: ['gallery', 'schema'],
    queryFn: ({ signal }) => http.get<JsonSchema>(`${galleryMetadata.api}schema/post/request`, { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
  const model = useMemo(
    () => (schemaQuery.data ? resolveWidgets(buildFormModel(schemaQuery.data, galleryMetadata, 'create', { tokens }), registry.entries) : undefined),
    [schemaQuery.data, tokens, registry],
  );
  const save = useMutation({ mutationFn: (body: Record<string, unknown>) => http.post(galleryMetadata.api, body).then((r) => r.data) });
  if (schemaQuery.error) return <ErrorAlert error={schemaQuery.error} titleKey="engine.error.schema" />;
  if (!model) return <Text>{t('engine.detail.loading')}</Text>;
  return (
    <Stack gap="md">
      {save.isSuccess ? (
        <Alert color="green" data-testid="gallery-server-ok">
          {t('widgets.gallery.serverOk')}
        </Alert>
      ) : null}
      {save.error ? <ErrorAlert error={save.error} titleKey="widgets.gallery.serverRefused" /> : null}
      <EngineForm
        model={model}
        formData={data}
        onChange={(next) => {
          setData(next);
          if (save.isSuccess) save.reset();
        }}
        onSubmit={(valid) => save.mutate(valid)}
      >
        <Group mt="md">
          <Button type="submit" loading={save.isPending}>
            {t('widgets.gallery.check')}
          </Button>
        </Group>
      </EngineForm>
    </Stack>
  );
}

/** The document editor as portal and core users see it, over the same rows. */
function DocumentEditorDemo() {
  const { t } = useTranslation();
  const { widgets: registry } = useEngine();
  const Editor = registry.components['document-editor'];
  const [rows, setRows] = useState<unknown>(SAMPLE_VALUES['document-editor']);
  if (!Editor) return null;
  const common = { value: rows, onChange: setRows, schema: SAMPLE_SCHEMAS['document-editor'] as JsonSchema, required: true };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Editor {...common} id="documents-portal" name="documents" label={t('widgets.gallery.documentsPortal')} options={{ ...SAMPLE_OPTIONS['document-editor'], variant: 'portal' }} />
      <Editor {...common} id="documents-core" name="documents" label={t('widgets.gallery.documentsCore')} options={{ ...SAMPLE_OPTIONS['document-editor'], variant: 'core' }} />
    </SimpleGrid>
  );
}

/** Whether the user may see the gallery: the local (development) environment, or a core administrator. */
export function mayOpenGallery(environment: string | undefined, variant: string, tokens: ReadonlySet<string>): boolean {
  return environment === 'local' || (variant === 'core' && tokens.has('ADMIN'));
}

/** The widget gallery: every widget in every state, and a form checked by the browser and by the server. */
export default function GalleryPage() {
  const { t } = useTranslation();
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  if (!mayOpenGallery(info.appConfig?.environment, variant, tokens)) return <AccessDeniedPage />;
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets}>
      <Stack gap="lg">
        <div>
          <Title order={2}>{t('widgets.gallery.title')}</Title>
          <Text c="dimmed">{t('widgets.gallery.intro')}</Text>
        </div>
        <Title order={3}>{t('widgets.gallery.form')}</Title>
        <GalleryForm />
        <Title order={3}>{t('widgets.gallery.documents')}</Title>
        <DocumentEditorDemo />
        <Title order={3}>{t('widgets.gallery.states')}</Title>
        <StatesTable />
      </Stack>
    </EngineProvider>
  );
}
