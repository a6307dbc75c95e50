import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';

/**
 * An address (forms-data.md 3, address parts) as one object, the shape the address block widget
 * edits: street, descriptive and orientation number, postal code, town, country, cadastral area,
 * parcel number, P. O. box and organisational unit. Each part is checked by the validation
 * catalogue (PSC, parcel number, P. O. box) or by its length; unknown parts are refused.
 */
export function addressSchema(required: readonly string[] = ['Mesto', 'IdStat'], options: { nullable?: boolean } = {}): JsonSchema {
  const text = (maxLength: number): JsonSchema => ({ type: 'string', minLength: 1, maxLength });
  return {
    // Not nullable where the address itself is required: null would pass its parts' `required`.
    type: options.nullable === false ? 'object' : ['object', 'null'],
    additionalProperties: false,
    properties: {
      Ulica: text(100),
      PopisneCislo: { type: 'string', minLength: 1, maxLength: 20 },
      OrientacneCislo: { type: 'string', minLength: 1, maxLength: 20 },
      Psc: { type: 'string', format: 'psc' },
      Mesto: text(100),
      // A country code of the `stat` code book (ISO 3166 alpha-2).
      IdStat: { type: 'string', pattern: PATTERNS.countryCode },
      KatastUzemie: text(100),
      CisloParcely: { type: 'string', format: 'parcel-number', maxLength: 10 },
      Pobox: { type: 'string', format: 'po-box', maxLength: 5 },
      Utvar: text(100),
    },
    required: [...required],
  };
}
