import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listQuery, rql } from '../../engine/core/rql';
import { useEngine } from '../../engine/react/EngineProvider';
import type { DocumentType } from './documentRules';

/** Where the document types live (the DMS checks uploads against the same book). */
export const DOCUMENT_TYPE_PATH = '/portal/enum/document-type/';

/** Active document types, optionally of one root (e.g. `ucastnik`), in the book's order; reloaded per language. */
export function useDocumentTypes(rootDocumentType: string | undefined): { types: DocumentType[]; failed: boolean } {
  const { http } = useEngine();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [types, setTypes] = useState<DocumentType[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const filter = rootDocumentType ? rql.and(rql.eq('anoPlatny', true), rql.eq('rootDocumentType', rootDocumentType)) : rql.eq('anoPlatny', true);
    const query = listQuery({ filter, select: ['kod', 'nazov', '_extensions', 'rootDocumentType'], sort: [rql.asc('poradie'), rql.asc('nazov')], page: 0, size: 1000 });
    http
      .list<DocumentType>(DOCUMENT_TYPE_PATH, query)
      .then((result) => {
        if (live) setTypes(result.rows);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [http, rootDocumentType, language]);
  return { types, failed };
}
