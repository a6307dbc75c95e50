import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { isValidEic } from '../../engine/core/validation/eicCheck';
import { editSchemas } from './entity';
import type { EntityDef, FieldProblem } from './entity';

/** The latest date any form accepts (forms-data.md 9). */
const MAX_DATE = '2090-12-31';

export const TYPY_PODPORY = ['BEZ_PODPORY', 'DOPLATOK', 'VYKUP', 'PRIPLATOK', 'INVESTICNA'] as const;
export const STAVY_ZARIADENIA = ['V_KONANI', 'AKTIVNE', 'NEAKTIVNE', 'ZRUSENE'] as const;

/** Slovakia with a margin: GPS positions outside are typing mistakes. */
export const GPS_BOUNDS = { lat: { min: 47.5, max: 49.8 }, lon: { min: 16.5, max: 22.8 } } as const;

// Shared by the create and the update schema. Labels are not here: they come from UI metadata.
const PROPERTIES: Record<string, JsonSchema> = {
  // 24W: EIC of a device or grid object; the check character is verified by `check` below.
  eic: { type: 'string', minLength: 16, maxLength: 16, pattern: '^24W[0-9A-Z-]{12}[0-9A-Z]$' },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  idTechnologia: { type: 'integer', minimum: 1, maximum: 2147483647 },
  instalovanyVykonKw: { type: 'number', minimum: 0.1, maximum: 1000000, multipleOf: 0.001 },
  pocetGeneratorov: { type: 'integer', minimum: 1, maximum: 10000 },
  typPodpory: { type: 'string', enum: [...TYPY_PODPORY] },
  datumUvedeniaDoPrevadzky: { type: ['string', 'null'], format: 'date' },
  gpsLat: { type: ['number', 'null'], minimum: GPS_BOUNDS.lat.min, maximum: GPS_BOUNDS.lat.max, multipleOf: 0.000001 },
  gpsLon: { type: ['number', 'null'], minimum: GPS_BOUNDS.lon.min, maximum: GPS_BOUNDS.lon.max, multipleOf: 0.000001 },
  stav: { type: 'string', enum: [...STAVY_ZARIADENIA] },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
  // The owner: set by the server from the tenant for portal users; core staff name it.
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
};

const REQUIRED = ['eic', 'nazov', 'idTechnologia', 'instalovanyVykonKw', 'pocetGeneratorov', 'typPodpory', 'stav'];

/** Production devices (výrobné zariadenia) of market participants; tenant-scoped. */
export const vyrobneZariadenie: EntityDef = {
  name: 'vyrobne-zariadenie',
  path: '/portal/vyrobne-zariadenia/vyrobne-zariadenie/',
  table: 'vyrobne_zariadenie',
  idField: 'idZariadVyr',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZariadVyr: { column: 'id_zariad_vyr', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    nazov: { column: 'nazov', type: 'string', foldColumn: 'nazov_fold' },
    idTechnologia: { column: 'id_technologia', type: 'integer' },
    instalovanyVykonKw: { column: 'instalovany_vykon_kw', type: 'number' },
    pocetGeneratorov: { column: 'pocet_generatorov', type: 'integer' },
    typPodpory: { column: 'typ_podpory', type: 'string' },
    datumUvedeniaDoPrevadzky: { column: 'datum_uvedenia_do_prevadzky', type: 'date' },
    gpsLat: { column: 'gps_lat', type: 'number' },
    gpsLon: { column: 'gps_lon', type: 'number' },
    stav: { column: 'stav', type: 'string' },
    poznamka: { column: 'poznamka', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#create' },
  ...editSchemas('idZariadVyr', PROPERTIES, REQUIRED),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  check(body) {
    const problems: FieldProblem[] = [];
    const eic = body.eic;
    if (typeof eic === 'string' && !isValidEic(eic)) {
      problems.push({ field: 'eic', key: 'reason.eicCheck', params: { value: eic } });
    }
    const datum = body.datumUvedeniaDoPrevadzky;
    if (typeof datum === 'string' && datum > MAX_DATE) {
      problems.push({ field: 'datumUvedeniaDoPrevadzky', key: 'reason.dateMax', params: { limit: MAX_DATE } });
    }
    return problems;
  },
  uniqueConstraints: { vyrobne_zariadenie_eic_uq: 'eic' },
  foreignKeys: { vyrobne_zariadenie_technologia_fk: 'idTechnologia', vyrobne_zariadenie_ucastnik_fk: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
