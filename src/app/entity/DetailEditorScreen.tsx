import { useEffect, useMemo, useRef } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useLocation, useParams } from 'react-router';
import type { EditorConfig, EditorRecord } from '../../../engine/core/editor';
import { recordTitle } from '../../../engine/core/metadata/detail';
import { detailParam } from '../../../engine/core/metadata/rowLink';
import { rql } from '../../../engine/core/rql';
import { hasToken } from '../../../engine/core/tokens';
import { EngineProvider, useEngine } from '../../../engine/react/EngineProvider';
import { EditorGrid } from '../../../engine/react/editor/EditorGrid';
import { useEditorController } from '../../../engine/react/editor/useEditorController';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { detailEditorRoutes, entityByName, type DetailEditorRoute } from '../../../metadata/routes';
import { widgets } from '../../../widgets';
import { DocumentPreviewContext } from '../../../widgets/document-editor';
import { useDocumentPreviewDialog } from '../../dialogs/useDocumentPreviewDialog';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';

/** A route id as the API has it: digits are a number. */
const idValue = (text: string | undefined) => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : text);

/**
 * The child rows of one parent record in the form editor with grid, opened on one row in edit mode
 * (`edit-detail/:childId`) or on a new row (`create-detail`), e.g. a production device's generators.
 */
function DetailEditorPage({ route }: { route: DetailEditorRoute }) {
  const { t } = useTranslation();
  const { http, tokens } = useEngine();
  const { pathname } = useLocation();
  const params = useParams();
  const { master, child, link } = route;
  const parentId = idValue(params[link]);
  const childId = route.mode === 'edit' ? params[child.id] : undefined;

  const parent = useQuery({
    queryKey: entityQueryKeys(master).record(String(parentId)),
    queryFn: ({ signal }) => http.get<EditorRecord>(`${master.api}${encodeURIComponent(String(parentId))}`, { signal }).then((r) => r.data),
    enabled: parentId !== undefined,
  });

  const config = useMemo<EditorConfig>(
    () => ({
      allowEdit: child.tokens.write === undefined || hasToken(tokens, child.tokens.write),
      allowDelete: child.tokens.write === undefined || hasToken(tokens, child.tokens.write),
      allowNewRecord: child.tokens.create !== undefined && hasToken(tokens, child.tokens.create),
      // The saved row stays shown: the route named it.
      closeOnNew: false,
    }),
    [child.tokens, tokens],
  );
  const options = useMemo(() => ({ parentFilter: rql.eq(link, parentId as number | string), parentValues: { [link]: parentId }, config }), [link, parentId, config]);
  const controller = useEditorController(child, options);
  const { rows, dispatch, add, isFetching } = controller;

  // The route's row opens once its list is there (a reader sees it, a writer edits it); create-detail starts a new row.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    if (route.mode === 'new') {
      opened.current = true;
      void add();
      return;
    }
    const index = rows.findIndex((r) => String(r[child.id]) === childId);
    const row = rows[index];
    if (!row) return;
    opened.current = true;
    dispatch({ type: config.allowEdit ? 'editRow' : 'select', row, index });
  }, [route.mode, rows, child.id, childId, add, dispatch, config.allowEdit]);

  const missing = route.mode === 'edit' && !isFetching && controller.listError === null && !opened.current && !rows.some((r) => String(r[child.id]) === childId);
  const name = parent.data ? (recordTitle(master, parent.data) ?? String(parentId)) : '';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t(route.mode === 'new' ? `${child.entity}.page.create` : `${child.entity}.page.edit`)}</Title>
        <Anchor component={Link} to={generatePath(master.routes.detail, { [detailParam(master)]: String(parentId) })}>
          {t(`${child.entity}.page.back`)}
        </Anchor>
      </Group>
      {parent.error ? <ErrorAlert error={parent.error} titleKey="engine.error.load" /> : null}
      {parent.data ? <Text fw={500}>{t(`${child.entity}.page.of`, { name })}</Text> : null}
      {missing ? <Alert color="yellow">{t(`${child.entity}.page.notFound`)}</Alert> : null}
      <EditorGrid controller={controller} gridId={child.entity} pathname={pathname} />
    </Stack>
  );
}

/** `{parent}/:parentId/edit-detail/:childId` and `{parent}/:parentId/create-detail` with the engine around them. */
export default function DetailEditorScreen({ path }: { path: string }) {
  const route = detailEditorRoutes.find((r) => r.path === path) as DetailEditorRoute;
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  const preview = useDocumentPreviewDialog();
  const params = useParams();
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets} variant={variant} entityByName={entityByName}>
      <DocumentPreviewContext.Provider value={preview}>
        {/* key: another parent or row is a new page */}
        <DetailEditorPage key={`${params[route.link] ?? ''}:${params[route.child.id] ?? 'new'}`} route={route} />
      </DocumentPreviewContext.Provider>
    </EngineProvider>
  );
}
