import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { Queryable } from '../db/types';
import type { AppConfig } from '../api/types';
import { editSchemas, type EntityDef } from './entity';

/** Languages the product ships texts for. */
export const APP_LANGUAGES = ['sk', 'en', 'cs'] as const;

// Each setting typed and bounded; the table's checks say the same (migration 080).
const PROPERTIES: Record<string, JsonSchema> = {
  sessionTimeoutMinutes: { type: 'integer', minimum: 5, maximum: 480 },
  sessionCriticalMinutes: { type: 'integer', minimum: 1, maximum: 60 },
  languages: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: [...APP_LANGUAGES] } },
  defaultLanguage: { type: 'string', enum: [...APP_LANGUAGES] },
  allowReduction: { type: 'boolean' },
  uploadMaxBytes: { type: 'integer', minimum: 1024, maximum: 52428800 },
  publicUploadMaxBytes: { type: 'integer', minimum: 1024, maximum: 10485760 },
  newsEnabled: { type: 'boolean' },
  newsRotationSeconds: { type: 'integer', minimum: 2, maximum: 60 },
};

const REQUIRED = Object.keys(PROPERTIES);

/**
 * Checks across settings, at the schemas' root so the form runs them too: the warning comes before
 * the session ends (the catalogue's warningBeforeTimeout), the default language is one of the
 * offered ones (defaultAmongOffered).
 */
function configSchemas() {
  const { createSchema, updateSchema } = editSchemas('idAppConfig', PROPERTIES, REQUIRED);
  const rules = {
    warningBeforeTimeout: { warning: 'sessionCriticalMinutes', timeout: 'sessionTimeoutMinutes' },
    defaultAmongOffered: { value: 'defaultLanguage', offered: 'languages' },
  };
  return { createSchema: { ...createSchema, ...rules } as JsonSchema, updateSchema: { ...updateSchema, ...rules } as JsonSchema };
}

/** The application configuration (/app-config, app-config#write): one record, id 1. */
export const appConfig: EntityDef = {
  name: 'app-config',
  path: '/edc/app-config/',
  table: 'app_config',
  idField: 'idAppConfig',
  versionField: 'verzia',
  fields: {
    idAppConfig: { column: 'id_app_config', type: 'integer' },
    sessionTimeoutMinutes: { column: 'session_timeout_min', type: 'integer' },
    sessionCriticalMinutes: { column: 'session_critical_min', type: 'integer' },
    languages: { column: 'jazyky', type: 'stringList' },
    defaultLanguage: { column: 'predvoleny_jazyk', type: 'string' },
    allowReduction: { column: 'povolit_ponizenie', type: 'boolean' },
    uploadMaxBytes: { column: 'upload_max_bajtov', type: 'integer' },
    publicUploadMaxBytes: { column: 'public_upload_max_bajtov', type: 'integer' },
    newsEnabled: { column: 'novinky_zobrazit', type: 'boolean' },
    newsRotationSeconds: { column: 'novinky_rotacia_s', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  // Nobody creates a second configuration (and the table allows only id 1).
  tokens: { read: 'app-config#write', write: 'app-config#write', create: 'app-config#create' },
  ...configSchemas(),
  defaultSort: [{ field: 'idAppConfig', dir: 'asc' }],
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

/** The stored settings as the UI reads them (`appConfig` of environment/info and app-config). */
export interface StoredAppConfig {
  sessionTimeoutMinutes: number;
  sessionCriticalMinutes: number;
  languages: string[];
  defaultLanguage: string;
  allowReduction: boolean;
  uploadMaxBytes: number;
  publicUploadMaxBytes: number;
  newsEnabled: boolean;
  newsRotationSeconds: number;
  verzia: number;
}

/**
 * The configuration in effect: the deployment's (environment, build) with the stored settings
 * over it, read afresh on every call so that a saved change applies at once.
 */
export async function effectiveAppConfig(db: Queryable, base: AppConfig): Promise<AppConfig & Partial<StoredAppConfig>> {
  const { rows } = await db.query<StoredAppConfig>(
    `SELECT session_timeout_min AS "sessionTimeoutMinutes", session_critical_min AS "sessionCriticalMinutes",
            jazyky AS languages, predvoleny_jazyk AS "defaultLanguage", povolit_ponizenie AS "allowReduction",
            upload_max_bajtov AS "uploadMaxBytes", public_upload_max_bajtov AS "publicUploadMaxBytes",
            novinky_zobrazit AS "newsEnabled", novinky_rotacia_s AS "newsRotationSeconds", verzia
       FROM app_config WHERE id_app_config = 1`,
  );
  const stored = rows[0];
  if (!stored) return { ...base };
  // The deployment may switch reduction off for a whole environment; the setting cannot turn it back on.
  return { ...base, ...stored, allowReduction: base.allowReduction && stored.allowReduction };
}
