import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';
import { participantNameSql } from './participantName';
import { isoUtcSql } from '../db/sessionZone';
import { NOTIFY_CHANNELS, NOTIFY_TEMPLATES } from '../zmluva/notifyCodes';

// Read-only entities around the contract register: written by the register's actions and the
// notification runner (server/zmluva), listed and read through the generic router. A record's
// detail is drawn from `{id}/schema/post/request`, so each answers its fields' read-only schema
// there too (an empty one left a processing result's detail with nothing but its failed items).
const readOnlySchema = (properties: Record<string, JsonSchema>): JsonSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties,
});

const DODATOK_RECORD: JsonSchema = readOnlySchema({
  idZmluvaDodatok: { type: 'integer', readOnly: true },
  idZmluva: { type: 'integer', readOnly: true },
  cisloDodatku: { type: 'integer', readOnly: true },
  idAddendumTemplate: { type: ['integer', 'null'], readOnly: true },
  sablonaNazov: { type: ['string', 'null'], readOnly: true },
  platnostOd: { type: 'string', format: 'date', readOnly: true },
  popis: { type: ['string', 'null'], readOnly: true },
  text: { type: ['string', 'null'], readOnly: true },
  verziaSablony: { type: ['integer', 'null'], readOnly: true },
  vytvoril: { type: ['string', 'null'], readOnly: true },
  idUcastnikTrhu: { type: 'integer', readOnly: true },
});

/** Addenda of a contract (made by the `addendum` action); tenant-scoped like the contract. */
export const zmluvaDodatok: EntityDef = {
  name: 'zmluva-dodatok',
  path: '/portal/zmluvy/zmluva-dodatok/',
  table: 'zmluva_dodatok',
  idField: 'idZmluvaDodatok',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZmluvaDodatok: { column: 'id_zmluva_dodatok', type: 'integer' },
    idZmluva: { column: 'id_zmluva', type: 'integer' },
    cisloDodatku: { column: 'cislo_dodatku', type: 'integer' },
    idAddendumTemplate: { column: 'id_addendum_template', type: 'integer' },
    sablonaNazov: {
      column: 'id_addendum_template',
      type: 'string',
      expression: '(SELECT t.nazov FROM addendum_template t WHERE t.id_addendum_template = "zmluva_dodatok".id_addendum_template)',
    },
    platnostOd: { column: 'platnost_od', type: 'date' },
    popis: { column: 'popis', type: 'string' },
    // The template's body filled with the contract's data when the addendum was made.
    text: { column: 'text', type: 'string', queryable: false },
    verziaSablony: { column: 'verzia_sablony', type: 'integer' },
    vytvoril: { column: 'created_by', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
  },
  tokens: { read: 'zmluvy#read', write: 'zmluvy#write', create: 'zmluvy#write' },
  createSchema: DODATOK_RECORD,
  updateSchema: DODATOK_RECORD,
  defaultSort: [{ field: 'cisloDodatku', dir: 'asc' }],
  readOnly: true,
  writtenElsewhere: true,
};

const JOB_STATES = ['V_SPRACOVANI', 'USPECH', 'CHYBA'];

const JOB_RECORD: JsonSchema = readOnlySchema({
  code: { type: 'string', readOnly: true },
  typ: { type: 'string', enum: ['NOTIFIKACIA'], readOnly: true },
  stav: { type: 'string', enum: JOB_STATES, readOnly: true },
  celkom: { type: 'integer', readOnly: true },
  spracovane: { type: 'integer', readOnly: true },
  uspesne: { type: 'integer', readOnly: true },
  chybne: { type: 'integer', readOnly: true },
  sablona: { type: ['string', 'null'], enum: [...NOTIFY_TEMPLATES, null], readOnly: true },
  kanal: { type: ['string', 'null'], enum: [...NOTIFY_CHANNELS, null], readOnly: true },
  zaciatok: { type: 'string', format: 'date-time', readOnly: true },
  koniec: { type: ['string', 'null'], format: 'date-time', readOnly: true },
  denZaciatku: { type: 'string', format: 'date', readOnly: true },
  vytvoril: { type: ['string', 'null'], readOnly: true },
});

/** Bulk processing jobs (zmluva/vysledky-spracovania): core staff; keyed by the job code. */
export const spracovanie: EntityDef = {
  name: 'spracovanie',
  path: '/portal/zmluvy/spracovanie/',
  table: 'spracovanie',
  idField: 'code',
  fields: {
    code: { column: 'code', type: 'string' },
    typ: { column: 'typ', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    celkom: { column: 'celkom', type: 'integer' },
    spracovane: { column: 'spracovane', type: 'integer' },
    uspesne: { column: 'uspesne', type: 'integer' },
    chybne: { column: 'chybne', type: 'integer' },
    sablona: { column: 'parametre', type: 'string', expression: `(parametre ->> 'sablona')` },
    kanal: { column: 'parametre', type: 'string', expression: `(parametre ->> 'kanal')` },
    zaciatok: { column: 'zaciatok', type: 'string', expression: isoUtcSql('zaciatok'), queryable: false },
    koniec: { column: 'koniec', type: 'string', expression: isoUtcSql('koniec'), queryable: false },
    // The day it started, for the search's date filter and sort.
    denZaciatku: { column: 'zaciatok', type: 'date', expression: `((zaciatok AT TIME ZONE 'Europe/Bratislava')::date)` },
    vytvoril: { column: 'vytvoril', type: 'string' },
  },
  tokens: { read: 'zmluvy-processing#read', write: 'zmluvy-processing#write', create: 'zmluvy-processing#write' },
  createSchema: JOB_RECORD,
  updateSchema: JOB_RECORD,
  defaultSort: [{ field: 'denZaciatku', dir: 'desc' }, { field: 'code', dir: 'desc' }],
  readOnly: true,
  writtenElsewhere: true,
  alwaysCount: true,
};

const POLOZKA_RECORD: JsonSchema = readOnlySchema({
  idPolozka: { type: 'integer', readOnly: true },
  code: { type: 'string', readOnly: true },
  idZmluva: { type: ['integer', 'null'], readOnly: true },
  cisloZmluvy: { type: ['string', 'null'], readOnly: true },
  chybaKod: { type: 'string', enum: ['BEZ_PRIJEMCU', 'BEZ_EMAILU', 'ZMLUVA_NEEXISTUJE', 'SPRACOVANIE_ZLYHALO'], readOnly: true },
  spracovane: { type: ['string', 'null'], format: 'date-time', readOnly: true },
});

/** The failed items of the jobs (a job detail's related list). */
export const spracovanieChyba: EntityDef = {
  name: 'spracovanie-chyba',
  path: '/portal/zmluvy/spracovanie-chyba/',
  table: 'spracovanie_chyba',
  idField: 'idPolozka',
  fields: {
    idPolozka: { column: 'id_polozka', type: 'integer' },
    code: { column: 'code', type: 'string' },
    idZmluva: { column: 'id_zmluva', type: 'integer' },
    cisloZmluvy: { column: 'cislo_zmluvy', type: 'string' },
    chybaKod: { column: 'chyba_kod', type: 'string' },
    spracovane: { column: 'spracovane', type: 'string', expression: isoUtcSql('spracovane'), queryable: false },
  },
  tokens: { read: 'zmluvy-processing#read', write: 'zmluvy-processing#write', create: 'zmluvy-processing#write' },
  createSchema: POLOZKA_RECORD,
  updateSchema: POLOZKA_RECORD,
  defaultSort: [{ field: 'idPolozka', dir: 'asc' }],
  readOnly: true,
  writtenElsewhere: true,
};

const NOTIFIKACIA_RECORD: JsonSchema = readOnlySchema({
  idNotifikacia: { type: 'integer', readOnly: true },
  odoslane: { type: 'string', format: 'date-time', readOnly: true },
  denOdoslania: { type: 'string', format: 'date', readOnly: true },
  idZmluva: { type: ['integer', 'null'], readOnly: true },
  cisloZmluvy: { type: 'string', readOnly: true },
  idUcastnikTrhu: { type: ['integer', 'null'], readOnly: true },
  ucastnikNazov: { type: ['string', 'null'], readOnly: true },
  prijemca: { type: ['string', 'null'], readOnly: true },
  prijemcaEmail: { type: ['string', 'null'], format: 'email', readOnly: true },
  kanal: { type: 'string', enum: [...NOTIFY_CHANNELS], readOnly: true },
  sablona: { type: 'string', enum: [...NOTIFY_TEMPLATES], readOnly: true },
  predmet: { type: 'string', readOnly: true },
  text: { type: 'string', readOnly: true },
  stav: { type: 'string', enum: ['ODOSLANA', 'CHYBA'], readOnly: true },
  codeSpracovanie: { type: ['string', 'null'], readOnly: true },
});

/** Notifications sent about contracts (zmluva/notifikacia-historia): core staff, with the text as sent. */
export const notifikacia: EntityDef = {
  name: 'notifikacia',
  path: '/portal/zmluvy/notifikacia/',
  table: 'notifikacia',
  idField: 'idNotifikacia',
  fields: {
    idNotifikacia: { column: 'id_notifikacia', type: 'integer' },
    odoslane: { column: 'odoslane', type: 'string', expression: isoUtcSql('odoslane'), queryable: false },
    denOdoslania: { column: 'odoslane', type: 'date', expression: `((odoslane AT TIME ZONE 'Europe/Bratislava')::date)` },
    idZmluva: { column: 'id_zmluva', type: 'integer' },
    cisloZmluvy: { column: 'cislo_zmluvy', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    ucastnikNazov: {
      column: 'id_ucastnik_trhu',
      type: 'string',
      expression: participantNameSql('notifikacia'),
    },
    prijemca: { column: 'prijemca', type: 'string' },
    prijemcaEmail: { column: 'prijemca_email', type: 'string' },
    kanal: { column: 'kanal', type: 'string' },
    sablona: { column: 'sablona', type: 'string' },
    predmet: { column: 'predmet', type: 'string' },
    text: { column: 'text', type: 'string', queryable: false },
    stav: { column: 'stav', type: 'string' },
    codeSpracovanie: { column: 'code_spracovanie', type: 'string' },
  },
  tokens: { read: 'notification-history#read', write: 'notification-history#write', create: 'notification-history#write' },
  createSchema: NOTIFIKACIA_RECORD,
  updateSchema: NOTIFIKACIA_RECORD,
  defaultSort: [{ field: 'denOdoslania', dir: 'desc' }, { field: 'idNotifikacia', dir: 'desc' }],
  readOnly: true,
  writtenElsewhere: true,
};

/** A process's state as the contract's list shows it: running, or how it ended. */
const PROCESS_STATE_SQL = `(CASE WHEN state <> 'END' THEN 'PREBIEHA' WHEN outcome = 'approved' THEN 'SCHVALENY' WHEN outcome = 'declined' THEN 'ZAMIETNUTY' WHEN outcome = 'cancelled' THEN 'ZRUSENY' ELSE 'UKONCENY' END)`;

const PROCES_RECORD: JsonSchema = readOnlySchema({
  idProces: { type: 'integer', readOnly: true },
  idZmluva: { type: 'integer', readOnly: true },
  cisloZmluvy: { type: 'string', readOnly: true },
  typProcesu: { type: 'string', enum: ['ZMLUVA_ZO', 'ZMLUVA_ZPU'], readOnly: true },
  entityType: { type: 'string', readOnly: true },
  stav: { type: 'string', enum: ['PREBIEHA', 'SCHVALENY', 'ZAMIETNUTY', 'ZRUSENY', 'UKONCENY'], readOnly: true },
  zacal: { type: 'string', readOnly: true },
  zaciatok: { type: 'string', format: 'date-time', readOnly: true },
  koniec: { type: ['string', 'null'], format: 'date-time', readOnly: true },
  denZaciatku: { type: 'string', format: 'date', readOnly: true },
  idUcastnikTrhu: { type: 'integer', readOnly: true },
});

/**
 * The processes that touched a contract (its detail's related list): tenant-scoped like the
 * contract (a participant sees the processes of its own contracts only). A row opens the process's
 * entity by the contract's number (zmluva/detail-portal/:entityType/:code).
 */
export const zmluvaProces: EntityDef = {
  name: 'zmluva-proces',
  path: '/portal/zmluvy/zmluva-proces/',
  table: 'zmluva_proces_instancia',
  idField: 'idProces',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idProces: { column: 'id_process', type: 'integer' },
    idZmluva: { column: 'id_zmluva', type: 'integer' },
    cisloZmluvy: { column: 'cislo_zmluvy', type: 'string' },
    typProcesu: { column: 'process_type', type: 'string' },
    entityType: { column: 'entity_type', type: 'string' },
    stav: { column: 'state', type: 'string', expression: PROCESS_STATE_SQL },
    zacal: { column: 'started_by', type: 'string' },
    zaciatok: { column: 'created_at', type: 'string', expression: isoUtcSql('created_at'), queryable: false },
    koniec: { column: 'ended_at', type: 'string', expression: isoUtcSql('ended_at'), queryable: false },
    // The day it started, for sorting.
    denZaciatku: { column: 'created_at', type: 'date', expression: `((created_at AT TIME ZONE 'Europe/Bratislava')::date)` },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
  },
  tokens: { read: 'zmluvy#read', write: 'zmluvy#write', create: 'zmluvy#write' },
  createSchema: PROCES_RECORD,
  updateSchema: PROCES_RECORD,
  defaultSort: [{ field: 'denZaciatku', dir: 'desc' }, { field: 'idProces', dir: 'desc' }],
  readOnly: true,
  writtenElsewhere: true,
};
