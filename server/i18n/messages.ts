// Texts the server sends to people (error messages and reasons), in the UI's languages.
// Slovak is the default; Czech falls back to Slovak, anything else to English.

export type Lang = 'sk' | 'en' | 'cs';

type Texts = Record<string, string>;

const sk: Texts = {
  'error.unauthorized': 'Na túto požiadavku je potrebné platné prihlásenie',
  'error.forbidden': 'Na túto operáciu nemáte oprávnenie',
  'error.notFound': 'Záznam nebol nájdený',
  'error.routeNotFound': 'Adresa neexistuje',
  'error.invalidPayload': 'Požiadavka nie je platná podľa JSON schémy',
  'error.invalidJson': 'Telo požiadavky nie je platný JSON',
  'error.unsupportedMediaType': 'Nepodporovaný typ obsahu požiadavky',
  'error.bodyTooLarge': 'Telo požiadavky je príliš veľké',
  'error.badRequest': 'Neplatná požiadavka',
  'error.invalidQuery': 'Neplatný dotaz na zoznam (RQL)',
  'error.invalidTenant': 'Neplatný účastník trhu v hlavičke X-Tenant',
  'error.conflict': 'Konflikt s aktuálnym stavom údajov',
  'error.versionConflict': 'Záznam medzitým zmenil iný používateľ; načítajte ho znova',
  'error.duplicate': 'Záznam s touto hodnotou už existuje',
  'error.inUse': 'Záznam sa používa v iných údajoch',
  'error.internal': 'Nastala neočakávaná chyba servera',
  'reason.tokenMissing': 'Chýba prístupový token (hlavička Authorization: Bearer …)',
  'reason.tokenExpired': 'Platnosť prístupového tokenu vypršala',
  'reason.tokenInvalid': 'Prístupový token nie je platný',
  'reason.permission': 'Chýba oprávnenie {token}',
  'reason.notMember': 'Nie ste členom účastníka trhu {id}',
  'reason.tenantHeader': 'X-Tenant: musí byť kladné celé číslo, bolo „{value}“',
  'reason.route': '{method} {url} neexistuje',
  'reason.recordNotFound': '{entity} {id} neexistuje',
  'reason.idNotNumber': '{field}: identifikátor musí byť kladné celé číslo, bolo „{value}“',
  'reason.idMismatch': '{field}: {value} nezodpovedá záznamu {id} v adrese',
  'reason.version': '{field}: poslaná verzia {sent}, aktuálna verzia {current}',
  'reason.duplicate': '{field}: hodnota už existuje',
  'reason.mediaType': 'Content-Type: {type} nie je podporovaný, použite application/json',
  'reason.bodyLimit': 'Najväčšia povolená veľkosť je {limit} bajtov',
  'reason.dbValue': '{field}: hodnota nie je platná',
  'reason.dateOrder': '{field}: nesmie byť skôr ako {other}',
  'rql.unknownField': '{field}: neznáme pole (povolené: {allowed})',
  'rql.notFilterable': '{field}: podľa tohto poľa nemožno filtrovať ani triediť',
  'rql.likeNeedsText': '{field}: like() sa dá použiť len na textové pole',
  'rql.badValue': '{field}: hodnota „{value}“ nie je {type}',
  'rql.nullCompare': '{field}: null sa dá porovnať len cez eq alebo ne',
  'rql.limitTooLarge': 'limit: najviac {max} riadkov naraz, požadovaných {count}',
  'type.integer': 'celé číslo',
  'type.number': 'číslo',
  'type.boolean': 'true alebo false',
  'type.date': 'dátum v tvare RRRR-MM-DD',
  'type.string': 'text',
  'ajv.required': '{field}: povinný údaj',
  'ajv.type': '{field}: musí byť typu {type}',
  'ajv.enum': '{field}: povolené hodnoty sú {values}',
  'ajv.const': '{field}: musí byť {value}',
  'ajv.pattern': '{field}: nezodpovedá vzoru {pattern}',
  'ajv.minLength': '{field}: najmenej {limit} znakov',
  'ajv.maxLength': '{field}: najviac {limit} znakov',
  'ajv.minimum': '{field}: najmenej {limit}',
  'ajv.maximum': '{field}: najviac {limit}',
  'ajv.exclusiveMinimum': '{field}: viac ako {limit}',
  'ajv.exclusiveMaximum': '{field}: menej ako {limit}',
  'ajv.multipleOf': '{field}: musí byť násobkom {limit}',
  'ajv.format': '{field}: nie je platný formát {format}',
  'ajv.additionalProperties': '{field}: neznáme pole',
  'ajv.other': '{field}: neplatná hodnota ({keyword})',
  'field.body': 'telo požiadavky',
};

const en: Texts = {
  'error.unauthorized': 'A valid login is required for this request',
  'error.forbidden': 'You are not allowed to do this',
  'error.notFound': 'The record was not found',
  'error.routeNotFound': 'No such address',
  'error.invalidPayload': 'Request payload is invalid according to JSON Schema',
  'error.invalidJson': 'The request body is not valid JSON',
  'error.unsupportedMediaType': 'Unsupported request content type',
  'error.bodyTooLarge': 'The request body is too large',
  'error.badRequest': 'Bad request',
  'error.invalidQuery': 'Invalid list query (RQL)',
  'error.invalidTenant': 'Invalid market participant in the X-Tenant header',
  'error.conflict': 'Conflict with the current state of the data',
  'error.versionConflict': 'Someone else changed the record in the meantime; reload it',
  'error.duplicate': 'A record with this value already exists',
  'error.inUse': 'The record is used by other data',
  'error.internal': 'Unexpected server error',
  'reason.tokenMissing': 'The access token is missing (Authorization: Bearer … header)',
  'reason.tokenExpired': 'The access token has expired',
  'reason.tokenInvalid': 'The access token is not valid',
  'reason.permission': 'Missing permission {token}',
  'reason.notMember': 'You do not belong to market participant {id}',
  'reason.tenantHeader': 'X-Tenant: must be a positive integer, was "{value}"',
  'reason.route': '{method} {url} does not exist',
  'reason.recordNotFound': '{entity} {id} does not exist',
  'reason.idNotNumber': '{field}: the identifier must be a positive integer, was "{value}"',
  'reason.idMismatch': '{field}: {value} does not match record {id} in the address',
  'reason.version': '{field}: sent version {sent}, current version {current}',
  'reason.duplicate': '{field}: the value already exists',
  'reason.mediaType': 'Content-Type: {type} is not supported, use application/json',
  'reason.bodyLimit': 'The largest allowed size is {limit} bytes',
  'reason.dbValue': '{field}: the value is not valid',
  'reason.dateOrder': '{field}: must not be before {other}',
  'rql.unknownField': '{field}: unknown field (allowed: {allowed})',
  'rql.notFilterable': '{field}: cannot filter or sort by this field',
  'rql.likeNeedsText': '{field}: like() works only on text fields',
  'rql.badValue': '{field}: value "{value}" is not {type}',
  'rql.nullCompare': '{field}: null can be compared only with eq or ne',
  'rql.limitTooLarge': 'limit: at most {max} rows at once, {count} requested',
  'type.integer': 'an integer',
  'type.number': 'a number',
  'type.boolean': 'true or false',
  'type.date': 'a date as YYYY-MM-DD',
  'type.string': 'text',
  'ajv.required': '{field}: is required',
  'ajv.type': '{field}: must be of type {type}',
  'ajv.enum': '{field}: allowed values are {values}',
  'ajv.const': '{field}: must be {value}',
  'ajv.pattern': '{field}: does not match the pattern {pattern}',
  'ajv.minLength': '{field}: at least {limit} characters',
  'ajv.maxLength': '{field}: at most {limit} characters',
  'ajv.minimum': '{field}: at least {limit}',
  'ajv.maximum': '{field}: at most {limit}',
  'ajv.exclusiveMinimum': '{field}: more than {limit}',
  'ajv.exclusiveMaximum': '{field}: less than {limit}',
  'ajv.multipleOf': '{field}: must be a multiple of {limit}',
  'ajv.format': '{field}: is not a valid {format}',
  'ajv.additionalProperties': '{field}: unknown field',
  'ajv.other': '{field}: invalid value ({keyword})',
  'field.body': 'request body',
};

const cs: Texts = {
  'error.unauthorized': 'Pro tento požadavek je nutné platné přihlášení',
  'error.forbidden': 'K této operaci nemáte oprávnění',
  'error.notFound': 'Záznam nebyl nalezen',
  'error.invalidPayload': 'Požadavek není platný podle JSON schématu',
  'error.versionConflict': 'Záznam mezitím změnil jiný uživatel; načtěte ho znovu',
  'error.internal': 'Nastala neočekávaná chyba serveru',
  'ajv.required': '{field}: povinný údaj',
};

const TEXTS: Record<Lang, Texts> = { sk, en, cs };

/** A text with `{name}` placeholders filled; unknown keys come back as the key itself. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = TEXTS[lang][key] ?? (lang === 'cs' ? sk[key] : undefined) ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    // A parameter may itself name a text, e.g. the type in 'is not {type}' or the whole body.
    return typeof value === 'string' && /^(type|field)\.\w+$/.test(value) ? translate(lang, value) : String(value);
  });
}

const SUPPORTED: readonly Lang[] = ['sk', 'en', 'cs'];

/** The language of a request: `X-Language` (sent by the UI), else Accept-Language, else Slovak. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Lang {
  const pick = (value: string | string[] | undefined): Lang | undefined => {
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) return undefined;
    for (const part of text.split(',')) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if ((SUPPORTED as readonly string[]).includes(code)) return code as Lang;
    }
    return undefined;
  };
  return pick(headers['x-language']) ?? pick(headers['accept-language']) ?? 'sk';
}
