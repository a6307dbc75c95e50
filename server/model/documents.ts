import { documentTypePattern, PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';

/** A DMS id (and the id of a stored document row). */
export const UUID_PATTERN = PATTERNS.documentId;

/**
 * One document of a record, as the document editor keeps it (the bytes stay in the DMS), of the
 * document types under `root` (`zmluva` allows `zmluva.priloha`, …).
 */
export function documentSchema(root: string): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Set by the server when the record is saved: a stored row (portal users may no longer change it).
      idDmsDocument: { type: ['string', 'null'], pattern: UUID_PATTERN },
      documentType: { type: 'string', pattern: documentTypePattern(root) },
      fileName: { type: 'string', minLength: 1, maxLength: 255 },
      // The most app-config may allow an upload (migration 080); the upload itself checks the current limit.
      fileSize: { type: 'integer', minimum: 0, maximum: 52428800 },
      contentType: { type: ['string', 'null'], maxLength: 100 },
      dmsId: { type: 'string', pattern: UUID_PATTERN },
      isNew: { type: ['boolean', 'null'] },
      generated: { type: ['boolean', 'null'] },
      poznamka: { type: ['string', 'null'], maxLength: 500 },
    },
    required: ['documentType', 'fileName', 'fileSize', 'dmsId'],
  };
}

/**
 * One document of each type (forms-data.md 5, "only one document per document type may be saved"):
 * the catalogue's oneDocumentPerType on a record's document list, naming the type by its label,
 * which the served and the enforced schema carry in the reader's language (server/api/codeLabels.ts).
 */
export const ONE_DOCUMENT_PER_TYPE = { oneDocumentPerType: { key: 'documentType', codeBook: 'document-type' } } as const;
