import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import i18next from 'i18next';
import { EngineProvider } from '../../engine/react/EngineProvider';
import { DetailPage } from '../../engine/react/detail/DetailPage';
import { SearchPage } from '../../engine/react/search/SearchPage';
import { widgets } from '../../widgets';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { DeleteItemButton } from './DeleteItemButton';
import { codeBookMetadata, codeBookOfParams, codeBookTitleKey, type CodeBookRef } from './codeBookMetadata';

/** A mixed code book's title comes from the server (`popis` of `/edc/enum/mixed/`, in the user's language). */
function useMixedTitle(ref: CodeBookRef | undefined): void {
  const { http } = useAppServices();
  useEffect(() => {
    if (!ref || !('tabulka' in ref)) return;
    const key = codeBookTitleKey(ref);
    if (i18next.exists(key)) return;
    http
      .get<unknown>('/edc/enum/mixed/', { background: true })
      .then(({ data }) => {
        const row = Array.isArray(data) ? (data as { tabulka?: unknown; stlpec?: unknown; popis?: unknown }[]).find((r) => r.tabulka === ref.tabulka && r.stlpec === ref.stlpec) : undefined;
        if (typeof row?.popis === 'string') i18next.addResource(i18next.language, 'translation', key, row.popis);
      })
      .catch((error: unknown) => console.warn('Code-book title could not be loaded', error));
  }, [http, ref]);
}

/**
 * The administration of one code book (core, enums#write): the engine's search or detail page
 * over the entity synthesised for the code book the route names. Loaded lazily with the engine.
 */
export default function CodeBookScreen({ screen, portal = false }: { screen: 'search' | 'detail'; portal?: boolean }) {
  const params = useParams();
  const { http } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  const queryClient = useQueryClient();
  const ref = useMemo(() => codeBookOfParams(params, portal), [params.tabulka, params.stlpec, params.name, params.page, portal]); // eslint-disable-line react-hooks/exhaustive-deps
  const meta = useMemo(() => (ref ? codeBookMetadata(ref) : undefined), [ref]);
  useMixedTitle(ref);
  // Names of codes shown elsewhere (grid columns) are cached; leaving the administration drops them.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: ['engine', 'codeBook'] }), [queryClient]);
  if (!meta) return <NotFoundPage />;
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets}>
      {screen === 'search' ? <SearchPage key={meta.api} entity={meta} /> : <DetailPage key={meta.api} entity={meta} actions={(id) => <DeleteItemButton meta={meta} id={id} />} />}
    </EngineProvider>
  );
}
